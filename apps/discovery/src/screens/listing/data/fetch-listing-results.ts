import type { ListingQuery } from '@nivaas/routes';
import { PLATFORM_LABEL } from '@nivaas/domain';
import { type SortBy } from '@nivaas/domain/search';
import type { ListingApi } from './listing-api';
import { apiStay } from './listing-stay';
import type { HotelSummary, ListingResults, ListingStay, PsychologicalTrigger } from './listing-types';
import { toListingResults } from './to-listing-results';

/** The visitor's position, for near me. */
export interface Point {
  readonly lat: number;
  readonly lng: number;
}

/** The search call's query for what the URL names (a point replaces "me"). */
export function searchQueryFor(query: ListingQuery, point: Point | null) {
  return {
    ...(query.city ? { city: query.city } : {}),
    ...(query.locality ? { locality: query.locality } : {}),
    ...(query.amenity ? { amenity: query.amenity } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.landmark && !query.nearMe ? { landmark: query.landmark } : {}),
    ...(point ? { lat: point.lat, lng: point.lng } : {}),
  };
}

/**
 * The cards of some hotels of a listing (those a server-drawn page did not carry), priced for the same stay: the
 * search again for their summaries, then prices and triggers for those hotels only. Prices the page already shows
 * are not asked for again.
 */
export async function fetchListingCards(
  api: ListingApi,
  query: ListingQuery,
  stay: ListingStay,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<ListingResults['cards']> {
  if (ids.length === 0) return {};
  const search = await api.searchHotels({ query: searchQueryFor(query, null) }, { signal });
  const wanted = new Set(ids);
  const hotels = search.hotels.filter((hotel) => wanted.has(hotel.id));
  if (hotels.length === 0) return {};
  const hotelIds = hotels.map((hotel) => hotel.id).join(',');
  const stayQuery = { ...apiStay(stay), channel: PLATFORM_LABEL };
  const [prices, triggers] = await Promise.all([
    api.getHotelPrices({ query: { hotel_id: hotelIds, ...stayQuery, apply_wallet: true } }, { signal }),
    api.getPsychologicalTriggers({ query: { hotel_id: hotelIds, ...stayQuery } }, { signal }).then(
      (r) => r.data,
      (): PsychologicalTrigger[] => [],
    ),
  ]);
  const hasReferencePoint = !!query.landmark && !query.nearMe;
  return toListingResults(hotels, prices, triggers, hasReferencePoint).cards;
}

/**
 * The hotels of a listing priced for the stay: search, then prices and triggers side by side.
 * Triggers are persuasion, not information: without them the list still shows.
 */
export async function fetchListingResults(
  api: ListingApi,
  query: ListingQuery,
  stay: ListingStay,
  point: Point | null,
  signal?: AbortSignal,
  /** The URL's `?sort=`: the pricing call orders the hotels by it (docs/rules.md 7), so the first list is in that order. */
  sort: SortBy | null = null,
): Promise<{ results: ListingResults; hotels: readonly HotelSummary[] }> {
  const search = await api.searchHotels({ query: searchQueryFor(query, point) }, { signal });
  const ids = search.hotel_ids.join(',');
  const stayQuery = { ...apiStay(stay), channel: PLATFORM_LABEL };
  const [prices, triggers] = await Promise.all([
    search.hotels.length
      ? api.getHotelPrices(
          // apply_wallet: a signed-in member's cards say what their points pay (the API ignores it for a guest).
          { query: { hotel_id: ids, ...stayQuery, apply_wallet: true, ...(sort ? { sort } : {}) } },
          { signal },
        )
      : Promise.resolve({
          checkin: stayQuery.checkin,
          checkout: stayQuery.checkout,
          nights: 1,
          rooms: stay.rooms.length,
          sorted_hotel_ids: [],
          data: {},
        }),
    search.hotels.length
      ? api.getPsychologicalTriggers({ query: { hotel_id: ids, ...stayQuery } }, { signal }).then(
          (r) => r.data,
          (): PsychologicalTrigger[] => [],
        )
      : Promise.resolve([]),
  ]);
  const hasReferencePoint = !!point || (!!query.landmark && !query.nearMe);
  return {
    results: toListingResults(search.hotels, prices, triggers, hasReferencePoint, sort),
    hotels: search.hotels,
  };
}
