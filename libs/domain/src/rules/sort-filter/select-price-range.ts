import { toggleFilterOption, type FilterOption } from './toggle-filter-option';

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
