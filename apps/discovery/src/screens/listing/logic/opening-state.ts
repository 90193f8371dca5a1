import { sortOptions, type SortBy } from '@nivaas/domain/search';
import type { Amenity, ListingResults } from '../data/listing-types';
import { buildOptionKeys } from './build-option-keys';
import { draftResultNow } from './draft-result-now';
import type { FilterSelection } from './filter-selection';
import { filterReducer } from './filter-reducer';
import { initialFilterState, type FilterSetup, type FilterState } from './filter-state';

/** Cards rendered at first and added each time the end of the list comes near. */
export const LIST_PAGE = 12;

/**
 * Hotels whose cards a server-drawn page carries: a phone's first screen (412 x 823) shows the heading, the filters
 * and one card, a scroll two more. The others arrive after hydration.
 */
export const FIRST_VIEW_CARDS = 3;

/** The listing's options, sort list and room count: what Reset goes back to. */
export function filterSetupOf(
  results: ListingResults,
  amenities: readonly Amenity[],
  checkedCollection: string | null,
): FilterSetup {
  return {
    keys: buildOptionKeys(results, amenities),
    sortList: sortOptions(results.hasReferencePoint),
    roomCount: results.rooms,
    hotelIds: results.rows.map((r) => r.id),
    amenities,
    checkedCollection,
  };
}

/**
 * The filter state a listing opens with, its first view computed on the spot: the server's HTML and the browser's
 * hydrating render must show the same cards, and neither can wait for the worker. A kept selection (back from a
 * hotel, in a render of the browser's own) is shown at once too.
 */
export function openingFilterState(
  setup: FilterSetup,
  results: ListingResults,
  restore?: { readonly selection: FilterSelection; readonly sort: SortBy | null } | null,
): FilterState {
  const initial = initialFilterState(setup);
  const start = restore
    ? filterReducer(initial, { type: 'restore', selection: restore.selection, sort: restore.sort })
    : initial;
  return filterReducer(start, { type: 'show', ...draftResultNow(start, results.rows) });
}

/** The first hotels of the list as a listing opens (the cards a server-drawn page carries). */
export function openingHotelIds(
  results: ListingResults,
  amenities: readonly Amenity[],
  checkedCollection: string | null,
): readonly number[] {
  const state = openingFilterState(filterSetupOf(results, amenities, checkedCollection), results);
  return state.refinedHotelIds.slice(0, FIRST_VIEW_CARDS);
}
