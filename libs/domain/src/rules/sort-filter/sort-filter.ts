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

/** What sorting reads from a hotel result. */
export interface SortableHotel {
  readonly isAvailable: boolean;
  /** Selling price for the stay; null when not priced. */
  readonly price?: number | null;
  readonly rating?: number | null;
  /** Kilometres from the search's reference point. */
  readonly distance?: number | null;
  /** The API's recommended order (lower first). */
  readonly rank?: number | null;
}

type Compare = (a: SortableHotel, b: SortableHotel) => number;
const asc =
  (pick: (h: SortableHotel) => number | null | undefined): Compare =>
  (a, b) =>
    (pick(a) ?? Number.POSITIVE_INFINITY) - (pick(b) ?? Number.POSITIVE_INFINITY) || 0;
const desc =
  (pick: (h: SortableHotel) => number | null | undefined): Compare =>
  (a, b) =>
    (pick(b) ?? Number.NEGATIVE_INFINITY) - (pick(a) ?? Number.NEGATIVE_INFINITY) || 0;

const BY: Record<SortBy, Compare> = {
  recommended: asc((h) => h.rank),
  user_rating: desc((h) => h.rating),
  price_low_to_high: asc((h) => h.price),
  price_high_to_low: desc((h) => h.price),
  distance: asc((h) => h.distance),
};

/**
 * docs/rules.md section 4: sort by the chosen option; unavailable hotels go after available ones.
 * Stable, so hotels that compare equal keep the API's order. Missing values sort last.
 */
export function sortHotels<T extends SortableHotel>(hotels: readonly T[], by: SortBy): T[] {
  const compare = BY[by];
  return hotels
    .map((hotel, index) => ({ hotel, index }))
    .sort(
      (a, b) =>
        Number(!a.hotel.isAvailable) - Number(!b.hotel.isAvailable) || compare(a.hotel, b.hotel) || a.index - b.index,
    )
    .map((x) => x.hotel);
}

/** docs/rules.md section 9: rating filter options: 4.5, 4, 3.5, 3 and above. */
export const RATING_FILTER_OPTIONS = [4.5, 4, 3.5, 3] as const;
/** docs/rules.md section 9: bed types King, Queen, Twin. */
export const BED_TYPES = ['King', 'Queen', 'Twin'] as const;
/** docs/rules.md section 9: quick filters allowed: couple friendly, local ID. */
export const QUICK_FILTERS = ['couple_friendly', 'local_id'] as const;
/** docs/rules.md section 2: filter popups on results. */
export const FILTER_POPUPS = ['Price', 'Rating', 'Popular', 'Location'] as const;

/** One option of a filter group (a locality, an amenity, a rating threshold ...). */
export interface FilterOption {
  readonly key: string;
  readonly isChecked: boolean;
}

/** docs/rules.md section 3: the filter groups of the results page. */
export type FilterGroup =
  | 'priceRanges'
  | 'localities'
  | 'otherAmenities'
  | 'roomAmenities'
  | 'userRating'
  | 'bedTypes'
  | 'brands'
  | 'popularCollections'
  | 'paymentAndPolicies';

/** docs/rules.md section 4: rating is single-select; others multi-select. */
export function isSingleSelect(group: FilterGroup): boolean {
  return group === 'userRating';
}

/**
 * docs/rules.md section 4: toggles one option. In a single-select group (rating), checking an option
 * unchecks the others; in a multi-select group the others are untouched.
 */
export function toggleFilterOption<T extends FilterOption>(
  group: FilterGroup,
  options: readonly T[],
  key: string,
): T[] {
  const single = isSingleSelect(group);
  return options.map((o) => {
    if (o.key === key) return { ...o, isChecked: !o.isChecked };
    return single && o.isChecked ? { ...o, isChecked: false } : o;
  });
}

export interface CustomPriceRange {
  readonly isSelected: boolean;
  readonly startRange: number;
  readonly endRange: number;
}

export interface PriceFilter<T extends FilterOption = FilterOption> {
  readonly priceRanges: readonly T[];
  readonly customPriceRange: CustomPriceRange;
}

/** docs/rules.md section 4: a (standard) price-range filter deselects the custom range. */
export function selectPriceRange<T extends FilterOption>(filter: PriceFilter<T>, key: string): PriceFilter<T> {
  return {
    priceRanges: toggleFilterOption('priceRanges', filter.priceRanges, key),
    customPriceRange: { ...filter.customPriceRange, isSelected: false },
  };
}

/**
 * docs/rules.md section 4: choosing a custom range unselects standard ranges. The bounds are put in
 * order so a reversed slider still means a range; the range itself takes the 5th place
 * among the price bands (see priceBands).
 */
export function selectCustomPriceRange<T extends FilterOption>(
  filter: PriceFilter<T>,
  start: number,
  end: number,
): PriceFilter<T> {
  return {
    priceRanges: filter.priceRanges.map((o) => (o.isChecked ? { ...o, isChecked: false } : o)),
    customPriceRange: { isSelected: true, startRange: Math.min(start, end), endRange: Math.max(start, end) },
  };
}

/**
 * docs/rules.md section 4: a filter-applied event fires only when a filter is checked (unchecking
 * is not an application). Compares the option before and after the toggle.
 */
export function shouldTrackFilterApplied(after: readonly FilterOption[], key: string): boolean {
  return after.some((o) => o.key === key && o.isChecked);
}
