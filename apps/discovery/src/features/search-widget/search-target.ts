import type { Suggestion } from '@nivaas/api-client/contract';
import { hotelPath, listingPath, searchPath, slugify } from '@nivaas/routes';
import { type StayRange } from '@nivaas/domain/dates';
import { type Room } from '@nivaas/domain/rooms';
import { toSiteSearchQuery } from '@nivaas/domain/search';

/** What the place field holds when the visitor submits: the text, and the suggestion it came from, if any. */
export interface PlaceSelection {
  readonly text: string;
  readonly suggestion: Suggestion | null;
}

/** Place fields a listing or hotel page reads back from the site query (docs/rules.md 2, the checkout query). */
function placeExtras(suggestion: Suggestion): Record<string, string> {
  const extra: Record<string, string> = {};
  const { city, state, locality, landmark } = suggestion.area;
  if (city) extra['city'] = city;
  if (state) extra['state'] = state;
  if (locality) extra['locality'] = locality;
  if (landmark) extra['landmark'] = landmark;
  if (suggestion.type === 'landmark' && suggestion.coordinates) {
    extra['lat'] = String(suggestion.coordinates.lat);
    extra['lng'] = String(suggestion.coordinates.lng);
  }
  if (suggestion.type === 'hotel' && suggestion.hotel_id !== null) extra['hotel_id'] = String(suggestion.hotel_id);
  if (suggestion.type === 'amenity') extra['amenity'] = suggestion.q;
  return extra;
}

/**
 * The URL a search goes to, built with the route table's link builders so it is always a real
 * route: a city, locality or landmark listing, a hotel page, or /search/ for free text and
 * amenities (an amenity listing needs a city, which the search page then offers). The stay and
 * rooms ride along as the site query: DD-MM-YYYY dates and the adults-kids room config.
 */
export function searchTarget({ text, suggestion }: PlaceSelection, stay: StayRange, rooms: readonly Room[]): string {
  const term = (suggestion ? suggestion.area.search || suggestion.label : text).trim();
  const query = toSiteSearchQuery({ q: term, stay, rooms, extra: suggestion ? placeExtras(suggestion) : {} });
  if (!suggestion) return searchPath(term, query);
  const citySlug = slugify(suggestion.area.city);
  switch (suggestion.type) {
    case 'city':
      return `${listingPath({ kind: 'city', city: suggestion.q })}?${query}`;
    case 'locality':
      return citySlug
        ? `${listingPath({ kind: 'locality-city', locality: suggestion.q, city: citySlug })}?${query}`
        : searchPath(term, query);
    case 'landmark':
      return `${listingPath({ kind: 'near-landmark', landmark: suggestion.q })}?${query}`;
    case 'hotel':
      return suggestion.hotel_id !== null && citySlug
        ? hotelPath({ citySlug, hotelName: suggestion.label, hotelId: suggestion.hotel_id }, query)
        : searchPath(term, query);
    case 'amenity':
      return searchPath(term, query);
  }
}
