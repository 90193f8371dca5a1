import { type IsoDate } from '@nivaas/domain';
import { parseSiteSearchQuery, toApiStayQuery, toSiteSearchQuery } from '@nivaas/domain/search';
import type { ListingStay } from './listing-types';

/**
 * The stay of a listing visit from the site query (?checkin=DD-MM-YYYY&checkout=...&roomconfig=...),
 * parsed and clamped by the docs/rules.md 5 rules (tonight and one adult when absent).
 */
export function listingStay(search: string | URLSearchParams, today: IsoDate): ListingStay {
  const parsed = parseSiteSearchQuery(String(search), today);
  return {
    stay: parsed.stay,
    rooms: parsed.rooms,
    siteQuery: toSiteSearchQuery({ q: '', stay: parsed.stay, rooms: parsed.rooms, extra: {} }),
  };
}

/** The stay part of the pricing and trigger calls. */
export function apiStay(stay: ListingStay) {
  return toApiStayQuery(stay.stay, stay.rooms);
}
