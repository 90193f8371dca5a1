import { daysBetween, type IsoDate } from '@nivaas/domain';
import { checkStay, defaultStay } from '@nivaas/domain/dates';
import { parseSiteSearchQuery, toApiStayQuery, toSiteSearchQuery } from '@nivaas/domain/search';
import type { HotelStay } from './hotel-details-types';

/**
 * The stay of a hotel page from the site query (?checkin=DD-MM-YYYY&checkout=...&roomconfig=2-0,1-1):
 * parsed and clamped by docs/rules.md section 5 (no dates: tonight; no rooms: one room, one adult), then checked
 * with the API's strict rule so the prices call is never refused for its dates.
 */
export function hotelStay(search: string | URLSearchParams, today: IsoDate): HotelStay {
  const parsed = parseSiteSearchQuery(String(search), today);
  const checked = checkStay(parsed.stay.checkin, parsed.stay.checkout, today);
  const stay = checked.ok ? { checkin: checked.checkin, checkout: checked.checkout } : defaultStay(today);
  return {
    stay,
    rooms: parsed.rooms,
    nights: daysBetween(stay.checkin, stay.checkout),
    siteQuery: toSiteSearchQuery({ q: '', stay, rooms: parsed.rooms, extra: {} }),
  };
}

/** The stay part of the pricing, availability and trigger calls (YYYY-MM-DD, adults-kids). */
export const apiStay = (stay: HotelStay) => toApiStayQuery(stay.stay, stay.rooms);
