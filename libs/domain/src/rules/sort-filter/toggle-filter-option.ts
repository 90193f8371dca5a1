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
