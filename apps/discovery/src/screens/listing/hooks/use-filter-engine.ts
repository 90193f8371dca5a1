import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { type EventBus } from '@nivaas/state';
import {
  selectPriceRange,
  shouldTrackFilterApplied,
  toggleFilterOption,
  type FilterGroup,
  type SortBy,
} from '@nivaas/domain/search';
import type { Amenity, ListingResults } from '../data/listing-types';
import { CUSTOM_PRICE_KEY, type FilterSelection, type RecomputeResult } from '../logic/filter-selection';
import { draftInput, draftSignature, filterReducer, type FilterAction } from '../logic/filter-reducer';
import type { FilterSetup, FilterState } from '../logic/filter-state';
import { filterSetupOf, openingFilterState } from '../logic/opening-state';
import { createRecomputeClient, type RecomputeClient } from '../worker/recompute-client';
import { draftResultNow } from '../logic/draft-result-now';

export interface FilterEngine {
  readonly state: FilterState;
  /** The listing's options, sort list and room count: what Reset goes back to. */
  readonly setup: FilterSetup;
  readonly dispatch: (action: FilterAction) => void;
  /** Checks or unchecks an option; checking one fires the filter-applied event (docs/rules.md 4). */
  readonly toggle: (group: FilterGroup, key: string) => void;
  /** Chooses the visitor's own price range (a check: it fires the filter-applied event). */
  readonly useCustomRange: (start: number, end: number) => void;
  /** Makes the draft (after `action`, if given) what the list shows, once its recompute is in. */
  readonly apply: (action?: FilterAction) => Promise<void>;
  /** Brings back a kept selection and sort and shows their results at once (read after hydration). */
  readonly restore: (selection: FilterSelection, sort: SortBy | null) => void;
}

export interface FilterEngineOptions {
  readonly results: ListingResults;
  readonly amenities: readonly Amenity[];
  readonly bus: EventBus;
  /** Where the event says the filter was applied. */
  readonly pathname: string;
  /**
   * A kept selection and sort to start from (back from a hotel, in a render of the browser's own). Read once, at
   * mount: a kept selection found after hydration comes through `restore`.
   */
  readonly restore?: { readonly selection: FilterSelection; readonly sort: SortBy | null } | null;
  /** The popular collection the link opened the listing for (docs/rules.md 3 checkedCollection). */
  readonly checkedCollection?: string | null;
  readonly createClient?: () => RecomputeClient;
}

/**
 * The filter state of one listing's results, recomputed off the main thread. Each distinct draft
 * (selection and sort) is recomputed once; answers are cached by signature, so going back to an
 * earlier choice is instant.
 */
export function useFilterEngine({
  results,
  amenities,
  bus,
  pathname,
  restore,
  checkedCollection = null,
  createClient = createRecomputeClient,
}: FilterEngineOptions): FilterEngine {
  const setup = useMemo<FilterSetup>(
    () => filterSetupOf(results, amenities, checkedCollection),
    [results, amenities, checkedCollection],
  );
  // The first view is computed on the spot (the server's HTML and the hydrating render show the cards); the worker
  // is asked from the first change on.
  const [state, dispatch] = useReducer(filterReducer, setup, (s) => openingFilterState(s, results, restore));
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  // One client (worker) per listing's hotels; it runs before the recompute effect below.
  const clientRef = useRef<RecomputeClient | null>(null);
  useEffect(() => {
    const client = createClient();
    client.setHotels(results.rows);
    clientRef.current = client;
    return () => {
      client.dispose();
      if (clientRef.current === client) clientRef.current = null;
    };
  }, [createClient, results.rows]);

  const recomputeDraft = useCallback(async (current: FilterState): Promise<RecomputeResult | null> => {
    const client = clientRef.current;
    if (!client) return null;
    const signature = draftSignature(current);
    const cached = current.cachedFilterResults[signature];
    if (cached) return cached;
    const result = await client.recompute(draftInput(current));
    if (result) dispatch({ type: 'recomputed', signature, result });
    return result;
  }, []);

  const signature = draftSignature(state);
  const isCached = !!state.cachedFilterResults[signature];
  useEffect(() => {
    if (!isCached) void recomputeDraft(latest.current);
  }, [results.rows, signature, isCached, recomputeDraft]);

  const toggle = useCallback(
    (group: FilterGroup, key: string) => {
      const current = latest.current;
      const after =
        group === 'priceRanges'
          ? key === CUSTOM_PRICE_KEY
            ? [{ key, isChecked: !current.customPriceRange.isSelected }]
            : selectPriceRange(
                { priceRanges: current.filters.priceRanges, customPriceRange: current.customPriceRange },
                key,
              ).priceRanges
          : toggleFilterOption(group, current.filters[group], key);
      if (shouldTrackFilterApplied(after, key)) {
        bus.emit({
          type: 'analytics/track',
          name: 'filter_applied',
          properties: { group, option: key, path: pathname },
        });
      }
      dispatch({ type: 'toggle', group, key });
    },
    [bus, pathname],
  );

  const useCustomRange = useCallback(
    (start: number, end: number) => {
      bus.emit({
        type: 'analytics/track',
        name: 'filter_applied',
        properties: { group: 'priceRanges', option: CUSTOM_PRICE_KEY, path: pathname },
      });
      dispatch({ type: 'custom-range', start, end });
    },
    [bus, pathname],
  );

  const apply = useCallback(
    async (action?: FilterAction) => {
      // The reducer is pure: the state it will reach is known now, before React renders it.
      const next = action ? filterReducer(latest.current, action) : latest.current;
      if (action) {
        latest.current = next;
        dispatch(action);
      }
      const result = await recomputeDraft(next);
      if (result) dispatch({ type: 'apply', result });
    },
    [recomputeDraft],
  );

  const restoreKept = useCallback(
    (selection: FilterSelection, sort: SortBy | null) => {
      const action: FilterAction = { type: 'restore', selection, sort };
      const next = filterReducer(latest.current, action);
      const show: FilterAction = { type: 'show', ...draftResultNow(next, results.rows) };
      latest.current = filterReducer(next, show);
      dispatch(action);
      dispatch(show);
    },
    [results.rows],
  );

  return { state, setup, dispatch, toggle, useCustomRange, apply, restore: restoreKept };
}
