import type { CustomPriceRange, FilterGroup, FilterOption, SortBy } from '@nivaas/domain/search';
import type { Amenity } from '../data/listing-types';
import {
  emptySelection,
  FILTER_GROUPS,
  NO_CUSTOM_RANGE,
  type FilterSelection,
  type RecomputeResult,
} from './filter-selection';

export type GroupOptions = Readonly<Record<FilterGroup, readonly FilterOption[]>>;

/**
 * docs/rules.md section 3, filter state, as this screen holds it. `sort` and `filters` with
 * `customPriceRange` are the draft the popups and the refine-results modal edit; `applied*` is
 * what the list shows. Option labels live beside it (they never change while the page is open).
 */
export interface FilterState {
  readonly sort: { readonly by: SortBy; readonly list: readonly SortBy[] };
  readonly filters: GroupOptions;
  readonly customPriceRange: CustomPriceRange;
  /**
   * docs/rules.md 3 previousPrices: the last custom range the visitor used, kept when the range is cleared (clear the
   * price group, clear all) so the custom range fields offer it again; null until one is used.
   */
  readonly previousPrices: { readonly startRange: number; readonly endRange: number } | null;
  readonly appliedFilters: FilterSelection;
  /** Null until the visitor applies a sort: clear all then falls back to Recommended. */
  readonly appliedSort: SortBy | null;
  /** The hotels the list shows: the applied selection in the applied sort. */
  readonly refinedHotelIds: readonly number[];
  /** Every hotel of the listing, before any filter, in the API's order. */
  readonly preRefinedHotelIds: readonly number[];
  /** Recompute answers by selection signature (the draft's, the applied one's). */
  readonly cachedFilterResults: Readonly<Record<string, RecomputeResult>>;
  /** The counts of the draft's options, once its recompute has answered. */
  readonly counts: RecomputeResult['counts'] | null;
  /** True once the draft's recompute has answered (counts and the Apply total are current). */
  readonly isResultUpdated: boolean;
  /** Set when the visitor leaves for a hotel: coming back restores the applied filters. */
  readonly keepFiltersApplied: boolean;
  /** True when the applied selection narrows the list. */
  readonly isFilterActive: boolean;
  /** Whether the first results have arrived (the list can render). */
  readonly isReady: boolean;
  /** Rooms of the stay: price bands are per room, multiplied by it (docs/rules.md 9). */
  readonly roomCount: number;
  /**
   * docs/rules.md 3 allAmenities: the catalogue's amenities (slug, name, room or other), from the listing's reference
   * data; the amenity options are the ones the listing's hotels have, named from here.
   */
  readonly allAmenities: readonly Amenity[];
  /**
   * docs/rules.md 3 checkedCollection: the popular collection the listing was opened for (a collection link,
   * `?collection={slug}`); the collection filter starts with it checked, and a reset brings it back. Null when
   * none was asked for or the listing's hotels have no such collection.
   */
  readonly checkedCollection: string | null;
}

/** The option keys of each group for one listing (from its hotels and the catalogue). */
export type OptionKeys = Readonly<Record<FilterGroup, readonly string[]>>;

export function uncheckedOptions(keys: OptionKeys): GroupOptions {
  return Object.fromEntries(
    FILTER_GROUPS.map((g) => [g, keys[g].map((key) => ({ key, isChecked: false }))]),
  ) as unknown as GroupOptions;
}

/** The draft as a selection: the keys checked per group and the custom range. */
export function draftSelection(state: Pick<FilterState, 'filters' | 'customPriceRange'>): FilterSelection {
  return {
    checked: Object.fromEntries(
      FILTER_GROUPS.map((g) => [g, state.filters[g].filter((o) => o.isChecked).map((o) => o.key)]),
    ) as unknown as FilterSelection['checked'],
    customPriceRange: state.customPriceRange,
  };
}

/** Checks in `options` exactly the keys of `selection` (keys the listing lacks are dropped). */
export function optionsFromSelection(options: GroupOptions, selection: FilterSelection): GroupOptions {
  return Object.fromEntries(
    FILTER_GROUPS.map((g) => [
      g,
      options[g].map((o) => ({ key: o.key, isChecked: selection.checked[g].includes(o.key) })),
    ]),
  ) as unknown as GroupOptions;
}

export interface FilterSetup {
  readonly keys: OptionKeys;
  readonly sortList: readonly SortBy[];
  readonly roomCount: number;
  /** Every hotel of the listing, in the API's order. */
  readonly hotelIds: readonly number[];
  /** The catalogue's amenities (allAmenities). */
  readonly amenities: readonly Amenity[];
  /** The popular collection the link asked for (checkedCollection). */
  readonly checkedCollection?: string | null;
}

export function initialFilterState(setup: FilterSetup): FilterState {
  const { keys, sortList, roomCount, hotelIds, amenities } = setup;
  const checkedCollection =
    setup.checkedCollection && keys.popularCollections.includes(setup.checkedCollection)
      ? setup.checkedCollection
      : null;
  const filters = uncheckedOptions(keys);
  return {
    roomCount,
    allAmenities: amenities,
    checkedCollection,
    sort: { by: 'recommended', list: sortList },
    filters: {
      ...filters,
      popularCollections: filters.popularCollections.map((o) => ({ ...o, isChecked: o.key === checkedCollection })),
    },
    customPriceRange: NO_CUSTOM_RANGE,
    previousPrices: null,
    appliedFilters: emptySelection(),
    appliedSort: null,
    refinedHotelIds: [],
    preRefinedHotelIds: hotelIds,
    cachedFilterResults: {},
    counts: null,
    isResultUpdated: false,
    keepFiltersApplied: false,
    isFilterActive: false,
    isReady: false,
  };
}
