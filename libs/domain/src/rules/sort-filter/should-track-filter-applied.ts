import type { FilterOption } from './toggle-filter-option';

/**
 * docs/rules.md section 4: a filter-applied event fires only when a filter is checked (unchecking
 * is not an application). Compares the option before and after the toggle.
 */
export function shouldTrackFilterApplied(after: readonly FilterOption[], key: string): boolean {
  return after.some((o) => o.key === key && o.isChecked);
}
