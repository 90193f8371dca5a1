/** docs/rules.md section 4: sort by recommended, user_rating, price_low_to_high, price_high_to_low, distance. */
export const SORT_OPTIONS = [
  'recommended',
  'user_rating',
  'price_low_to_high',
  'price_high_to_low',
  'distance',
] as const;

export type SortBy = (typeof SORT_OPTIONS)[number];

/** docs/rules.md section 4: clearing all filters resets sort to the applied sort or Recommended. */
export const DEFAULT_SORT: SortBy = 'recommended';

/**
 * docs/rules.md section 4 says one list shows only the first four options. We read that as: distance
 * is offered only when the search has a point to measure from (near me, a landmark, a
 * locality with coordinates); every other list is the first four.
 */
export function sortOptions(hasReferencePoint: boolean): SortBy[] {
  return hasReferencePoint ? [...SORT_OPTIONS] : SORT_OPTIONS.slice(0, 4);
}

/** docs/rules.md section 4: clear all resets sort to the applied sort, or Recommended when none. */
export function sortAfterClearAll(appliedSort: SortBy | null | undefined): SortBy {
  return appliedSort ?? DEFAULT_SORT;
}
