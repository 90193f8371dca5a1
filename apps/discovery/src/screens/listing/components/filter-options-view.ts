import type { FilterGroup, FilterOption } from '@nivaas/domain/search';
import { CUSTOM_PRICE_KEY } from '../logic/filter-selection';
import type { FilterState } from '../logic/filter-state';

/** The options a group shows: price adds the visitor's own range in the 5th place once there is one. */
export function visibleOptions(state: FilterState, group: FilterGroup): readonly FilterOption[] {
  const options = state.filters[group];
  if (group !== 'priceRanges') return options;
  const range = state.customPriceRange;
  if (range.endRange <= range.startRange) return options;
  return [...options.slice(0, 4), { key: CUSTOM_PRICE_KEY, isChecked: range.isSelected }];
}
