import type { CustomPriceRange, FilterGroup, SortBy } from '@nivaas/domain/search';

/** The key of the visitor's own price range among the price options. */
export const CUSTOM_PRICE_KEY = 'custom';

/** Every filter group of docs/rules.md section 3, in the order the refine-results modal shows them. */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  'priceRanges',
  'localities',
  'otherAmenities',
  'roomAmenities',
  'userRating',
  'bedTypes',
  'brands',
  'popularCollections',
  'paymentAndPolicies',
];

/**
 * How options of one group combine. A place, a brand, a bed type or a price band widens the
 * results (any of them); an amenity or a policy is a requirement (all of them); rating is
 * single-select (docs/rules.md 4), so "any" of its one option.
 */
export const GROUP_MATCH: Readonly<Record<FilterGroup, 'any' | 'all'>> = {
  priceRanges: 'any',
  localities: 'any',
  otherAmenities: 'all',
  roomAmenities: 'all',
  userRating: 'any',
  bedTypes: 'any',
  brands: 'any',
  popularCollections: 'any',
  paymentAndPolicies: 'all',
};

/** What is checked: option keys per group, and the custom price range (docs/rules.md 3). */
export interface FilterSelection {
  readonly checked: Readonly<Record<FilterGroup, readonly string[]>>;
  readonly customPriceRange: CustomPriceRange;
}

/** One recompute: the selection, the sort, and the room count the price bands scale with. */
export interface RecomputeInput {
  readonly selection: FilterSelection;
  readonly sortBy: SortBy;
  readonly roomCount: number;
}

/** The refined, sorted hotel ids and, per group, how many hotels each option would give. */
export interface RecomputeResult {
  readonly ids: readonly number[];
  readonly total: number;
  readonly counts: Readonly<Record<FilterGroup, Readonly<Record<string, number>>>>;
}

export const NO_CUSTOM_RANGE: CustomPriceRange = { isSelected: false, startRange: 0, endRange: 0 };

export function emptySelection(): FilterSelection {
  return {
    checked: Object.fromEntries(FILTER_GROUPS.map((g) => [g, []])) as unknown as Record<FilterGroup, string[]>,
    customPriceRange: NO_CUSTOM_RANGE,
  };
}

/** True when nothing narrows the results. */
export function isEmptySelection(selection: FilterSelection): boolean {
  return !selection.customPriceRange.isSelected && FILTER_GROUPS.every((g) => selection.checked[g].length === 0);
}

/** A stable text for a selection and sort: the key of cached results. */
export function selectionSignature(input: RecomputeInput): string {
  const { selection, sortBy, roomCount } = input;
  const groups = FILTER_GROUPS.map((g) => `${g}:${[...selection.checked[g]].sort().join(',')}`).join('|');
  const custom = selection.customPriceRange;
  return `${sortBy}|${roomCount}|${groups}|custom:${custom.isSelected ? `${custom.startRange}-${custom.endRange}` : ''}`;
}
