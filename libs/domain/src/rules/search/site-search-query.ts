import type { IsoDate } from '../../time/kolkata-dayjs';
import { clampStay, type StayRange } from '../dates/clamp-stay';
import { defaultStay } from '../dates/default-stay';
import { parseDate } from '../dates/parse-date';
import { toSiteQueryDate } from '../dates/to-site-query-date';
import { decodeRoomConfig } from '../rooms/decode-room-config';
import { encodeRoomConfig } from '../rooms/encode-room-config';
import type { Room } from '../rooms/room';

/** The search part of a site URL (/search/?q=..., the checkout query of docs/rules.md section 2). */
export interface SiteSearchQuery {
  readonly q: string;
  readonly stay: StayRange;
  readonly rooms: readonly Room[];
  /** Place fields carried through unchanged: landmark, locality, city, state, lat, lng, hotel_id. */
  readonly extra: Readonly<Record<string, string>>;
}

const OWN_KEYS = new Set(['q', 'checkin', 'checkout', 'roomconfig']);

/** Writes a search to the site's query string: dates DD-MM-YYYY, rooms adults-kids joined by commas. */
export function toSiteSearchQuery(query: SiteSearchQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const [k, v] of Object.entries(query.extra)) if (!OWN_KEYS.has(k)) params.set(k, v);
  params.set('checkin', toSiteQueryDate(query.stay.checkin));
  params.set('checkout', toSiteQueryDate(query.stay.checkout));
  params.set('roomconfig', encodeRoomConfig(query.rooms));
  return params.toString();
}

/**
 * Reads a search from a site query string. The URL is user input, so every rule applies:
 * dates that do not parse fall back to tonight, the stay is clamped (docs/rules.md section 5),
 * rooms are decoded with clamping.
 */
export function parseSiteSearchQuery(search: string, today: IsoDate): SiteSearchQuery {
  const params = new URLSearchParams(search);
  const checkin = parseDate(params.get('checkin'));
  const checkout = parseDate(params.get('checkout'));
  const fallback = defaultStay(today);
  const stay = clampStay({ checkin: checkin ?? fallback.checkin, checkout: checkout ?? fallback.checkout }, today);
  const extra: Record<string, string> = {};
  params.forEach((v, k) => {
    if (!OWN_KEYS.has(k)) extra[k] = v;
  });
  return { q: params.get('q') ?? '', stay, rooms: decodeRoomConfig(params.get('roomconfig')), extra };
}
