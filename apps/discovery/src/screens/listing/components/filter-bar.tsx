import { Button, FilterChip } from '@nivaas/ui';
import { FILTER_POPUPS, QUICK_FILTERS, type FilterGroup } from '@nivaas/domain/search';
import type { ListingT } from '../i18n/listing-messages';
import { FILTER_GROUPS } from '../logic/filter-selection';
import type { FilterState } from '../logic/filter-state';
import { POPUP_GROUP, type FilterPopupName } from './popup-groups';
import styles from './listing.module.css';

export type OpenPanel = FilterPopupName | 'sort';

export interface FilterBarProps {
  readonly t: ListingT;
  readonly state: FilterState;
  readonly onOpen: (panel: OpenPanel) => void;
  readonly onOpenQuick: () => void;
  readonly onOpenRefine: () => void;
  /** Clears every filter at once (sort back to the applied sort or Recommended). */
  readonly onClearAll: () => void;
  /** The visitor is about to use the bar (touch, pointer or focus): time to fetch the panels. */
  readonly onIntent?: () => void;
}

const QUICK: readonly string[] = QUICK_FILTERS;

function appliedCount(state: FilterState, group: FilterGroup): number {
  const custom = group === 'priceRanges' && state.appliedFilters.customPriceRange.isSelected ? 1 : 0;
  return state.appliedFilters.checked[group].length + custom;
}

/** Sort, the four filter popups of docs/rules.md 2, quick filters and all filters, each showing what is applied. */
export function FilterBar({ t, state, onOpen, onOpenQuick, onOpenRefine, onClearAll, onIntent }: FilterBarProps) {
  const sortBy = state.appliedSort ?? state.sort.by;
  const quickCount = state.appliedFilters.checked.paymentAndPolicies.filter((key) => QUICK.includes(key)).length;
  const total = FILTER_GROUPS.reduce((n, g) => n + appliedCount(state, g), 0);
  return (
    <div
      className={styles.bar}
      role="group"
      aria-label={t('filters.bar')}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      <FilterChip
        label={t('sort.current', { value: t(`sort.${sortBy}`) })}
        selected={state.appliedSort !== null}
        hasPopup
        onClick={() => onOpen('sort')}
      />
      {FILTER_POPUPS.map((popup) => {
        const count = appliedCount(state, POPUP_GROUP[popup]);
        return (
          <FilterChip
            key={popup}
            label={t(`popup.${popup}`)}
            selected={count > 0}
            count={count}
            hasPopup
            onClick={() => onOpen(popup)}
          />
        );
      })}
      <FilterChip
        label={t('filters.quick')}
        selected={quickCount > 0}
        count={quickCount}
        hasPopup
        onClick={onOpenQuick}
      />
      <FilterChip label={t('filters.all')} selected={total > 0} count={total} hasPopup onClick={onOpenRefine} />
      {state.isFilterActive && (
        <Button variant="ghost" onClick={onClearAll}>
          {t('action.clear-all')}
        </Button>
      )}
    </div>
  );
}
