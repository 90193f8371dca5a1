/** docs/rules.md section 9: rating filter options: 4.5, 4, 3.5, 3 and above. */
export const RATING_FILTER_OPTIONS = [4.5, 4, 3.5, 3] as const;
/** docs/rules.md section 9: bed types King, Queen, Twin. */
export const BED_TYPES = ['King', 'Queen', 'Twin'] as const;
/** docs/rules.md section 9: quick filters allowed: couple friendly, local ID. */
export const QUICK_FILTERS = ['couple_friendly', 'local_id'] as const;
/** docs/rules.md section 2: filter popups on results. */
export const FILTER_POPUPS = ['Price', 'Rating', 'Popular', 'Location'] as const;
