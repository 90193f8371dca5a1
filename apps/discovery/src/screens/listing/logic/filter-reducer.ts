import {
  DEFAULT_SORT,
  selectCustomPriceRange,
  selectPriceRange,
  sortAfterClearAll,
  toggleFilterOption,
  type FilterGroup,
  type SortBy,
} from '@nivaas/domain/search';
import {
  CUSTOM_PRICE_KEY,
  FILTER_GROUPS,
  isEmptySelection,
  NO_CUSTOM_RANGE,
  selectionSignature,
  type FilterSelection,
  type RecomputeInput,
  type RecomputeResult,
} from './filter-selection';
import {
  draftSelection,
  initialFilterState,
  optionsFromSelection,
  type FilterSetup,
  type FilterState,
} from './filter-state';

export type FilterAction =
  /** Check or uncheck one option of the draft (rating is single-select, docs/rules.md 4). */
  | { readonly type: 'toggle'; readonly group: FilterGroup; readonly key: string }
  /** The visitor's own price range: unchecks the standard bands (docs/rules.md 4). */
  | { readonly type: 'custom-range'; readonly start: number; readonly end: number }
  | { readonly type: 'sort'; readonly by: SortBy }
  /** A recompute answered for a selection and sort. */
  | { readonly type: 'recomputed'; readonly signature: string; readonly result: RecomputeResult }
  /**
   * The draft's recompute, made on the spot, becomes what the list shows without counting as the visitor's
   * choice: a listing's first view, a kept selection brought back (logic/draft-result-now.ts).
   */
  | { readonly type: 'show'; readonly signature: string; readonly result: RecomputeResult }
  /** The draft becomes what the list shows; `result` is the draft's recompute. */
  | { readonly type: 'apply'; readonly result: RecomputeResult }
  /** A popup or the modal closed without applying: the draft goes back to what is applied. */
  | { readonly type: 'discard' }
  | { readonly type: 'clear-group'; readonly group: FilterGroup }
  /** Every group cleared; sort back to the applied sort or Recommended (docs/rules.md 4). */
  | { readonly type: 'clear-all' }
  | { readonly type: 'keep-filters-applied'; readonly keep: boolean }
  /** Defaults for a listing: nothing checked, Recommended, the listing's sort list. */
  | { readonly type: 'reset'; readonly setup: FilterSetup }
  /** A kept selection and sort come back (returning from a hotel). */
  | { readonly type: 'restore'; readonly selection: FilterSelection; readonly sort: SortBy | null };

/** Cached answers kept per listing: enough for back-and-forth toggling, bounded for memory. */
export const MAX_CACHED_RESULTS = 24;

export function draftInput(state: FilterState): RecomputeInput {
  return { selection: draftSelection(state), sortBy: state.sort.by, roomCount: state.roomCount };
}

export function appliedInput(state: FilterState): RecomputeInput {
  return { selection: state.appliedFilters, sortBy: state.appliedSort ?? DEFAULT_SORT, roomCount: state.roomCount };
}

export const draftSignature = (state: FilterState): string => selectionSignature(draftInput(state));

/** After any change of the draft: its counts come from the cache when it was computed before. */
function withDraft(state: FilterState): FilterState {
  const cached = state.cachedFilterResults[draftSignature(state)];
  return { ...state, counts: cached ? cached.counts : state.counts, isResultUpdated: !!cached };
}

/** The draft becomes what the list shows. Only a visitor's apply records the sort as chosen. */
function applyResult(state: FilterState, result: RecomputeResult, byVisitor: boolean): FilterState {
  const selection = draftSelection(state);
  return {
    ...state,
    appliedFilters: selection,
    appliedSort: byVisitor ? state.sort.by : state.appliedSort,
    refinedHotelIds: result.ids,
    isFilterActive: !isEmptySelection(selection),
    isReady: true,
  };
}

function cache(state: FilterState, signature: string, result: RecomputeResult): FilterState['cachedFilterResults'] {
  const entries = Object.entries(state.cachedFilterResults).filter(([key]) => key !== signature);
  return Object.fromEntries([...entries.slice(-(MAX_CACHED_RESULTS - 1)), [signature, result]]);
}

/** docs/rules.md section 4 filter transitions, as a pure reducer. */
export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case 'toggle': {
      if (action.group === 'priceRanges' && action.key === CUSTOM_PRICE_KEY) {
        const range = state.customPriceRange;
        if (range.isSelected) return withDraft({ ...state, customPriceRange: { ...range, isSelected: false } });
        if (range.endRange <= range.startRange) return state;
        return filterReducer(state, { type: 'custom-range', start: range.startRange, end: range.endRange });
      }
      if (action.group === 'priceRanges') {
        const next = selectPriceRange(
          { priceRanges: state.filters.priceRanges, customPriceRange: state.customPriceRange },
          action.key,
        );
        return withDraft({
          ...state,
          filters: { ...state.filters, priceRanges: next.priceRanges },
          customPriceRange: next.customPriceRange,
        });
      }
      const options = toggleFilterOption(action.group, state.filters[action.group], action.key);
      return withDraft({ ...state, filters: { ...state.filters, [action.group]: options } });
    }
    case 'custom-range': {
      const next = selectCustomPriceRange(
        { priceRanges: state.filters.priceRanges, customPriceRange: state.customPriceRange },
        action.start,
        action.end,
      );
      const { startRange, endRange } = next.customPriceRange;
      return withDraft({
        ...state,
        filters: { ...state.filters, priceRanges: next.priceRanges },
        customPriceRange: next.customPriceRange,
        previousPrices: { startRange, endRange },
      });
    }
    case 'sort':
      return withDraft({
        ...state,
        sort: { ...state.sort, by: state.sort.list.includes(action.by) ? action.by : DEFAULT_SORT },
      });
    case 'recomputed': {
      const cachedFilterResults = cache(state, action.signature, action.result);
      const next = { ...state, cachedFilterResults };
      if (action.signature !== draftSignature(state)) return next;
      const current = { ...next, counts: action.result.counts, isResultUpdated: true };
      // The first answer is shown at once: there is nothing to apply yet.
      return state.isReady ? current : applyResult(current, action.result, false);
    }
    case 'show': {
      const cachedFilterResults = cache(state, action.signature, action.result);
      const next = { ...state, cachedFilterResults, counts: action.result.counts, isResultUpdated: true };
      return applyResult(next, action.result, false);
    }
    case 'apply':
      return applyResult(state, action.result, true);
    case 'discard':
      return withDraft({
        ...state,
        filters: optionsFromSelection(state.filters, state.appliedFilters),
        customPriceRange: state.appliedFilters.customPriceRange,
        sort: { ...state.sort, by: state.appliedSort ?? DEFAULT_SORT },
      });
    case 'clear-group': {
      const filters = {
        ...state.filters,
        [action.group]: state.filters[action.group].map((o) => (o.isChecked ? { ...o, isChecked: false } : o)),
      };
      return withDraft({
        ...state,
        filters,
        customPriceRange: action.group === 'priceRanges' ? NO_CUSTOM_RANGE : state.customPriceRange,
      });
    }
    case 'clear-all': {
      const filters = Object.fromEntries(
        FILTER_GROUPS.map((g) => [g, state.filters[g].map((o) => (o.isChecked ? { ...o, isChecked: false } : o))]),
      );
      return withDraft({
        ...state,
        filters: filters as unknown as FilterState['filters'],
        customPriceRange: NO_CUSTOM_RANGE,
        sort: { ...state.sort, by: sortAfterClearAll(state.appliedSort) },
      });
    }
    case 'keep-filters-applied':
      return { ...state, keepFiltersApplied: action.keep };
    case 'reset':
      // Defaults again; the list keeps showing until the defaults' results are applied.
      return withDraft({
        ...initialFilterState(action.setup),
        refinedHotelIds: state.refinedHotelIds,
        isReady: state.isReady,
        cachedFilterResults: state.cachedFilterResults,
      });
    case 'restore': {
      const sort = action.sort && state.sort.list.includes(action.sort) ? action.sort : DEFAULT_SORT;
      return withDraft({
        ...state,
        filters: optionsFromSelection(state.filters, action.selection),
        customPriceRange: action.selection.customPriceRange,
        sort: { ...state.sort, by: sort },
        appliedSort: action.sort && state.sort.list.includes(action.sort) ? action.sort : null,
        keepFiltersApplied: true,
      });
    }
  }
}
