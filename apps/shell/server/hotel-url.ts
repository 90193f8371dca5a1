import { hotelPath, matchRoute, type RouteMatch } from '@nivaas/routes';

/** What the shell server needs of a hotel to know its one URL (from getHotelDetails). */
export interface HotelIdentity {
  readonly id: number;
  /** The hotel's own slug (`slug`), e.g. `nivaas-suites-marathahalli`. */
  readonly slug: string;
  /** Its city's slug (`address.city_slug`), e.g. `bengaluru`. */
  readonly citySlug: string;
}

/**
 * What the API said of a hotel id: the hotel, `gone` (410: a hotel that left the chain) or null (404: no such hotel).
 */
export type HotelLookup = HotelIdentity | 'gone' | null;

/**
 * What a hotel URL deserves, given what the API said of its id:
 * - `serve`: the URL is the hotel's own, or the API could not be asked (down, slow): the page as usual;
 * - `redirect`: the city or hotel slug is not the hotel's own: 301 to its own path, query kept;
 * - `not-found`: the API says there is no such hotel: a real 404;
 * - `gone`: the API says the hotel left the chain: 410, so search engines drop the page for good.
 */
export type HotelUrlAnswer =
  | { readonly kind: 'serve' }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'gone' };

/**
 * The hotel id of a hotel-details match, or null when the digits cannot be a hotel id (0, or past what
 * the contract's integer can hold): no hotel has such an id, so that URL is Not Found without asking.
 */
export function hotelIdOf(match: RouteMatch): number | null {
  const id = Number(match.params['hotelId']);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/**
 * Decides a hotel URL against the hotel: `hotel` is the API's answer (null: the API said 404; `gone`: 410;
 * undefined: no answer). The comparison is with the path `hotelPath` builds from the hotel's own
 * slugs, so a redirect always lands on a URL that passes this same check: no redirect loop. A
 * canonical path that would not match the hotel route (an odd slug in the API's data) is never
 * redirected to: the page is served as it is, never a wrong redirect.
 */
export function hotelUrlAnswer(pathname: string, search: string, hotel: HotelLookup | undefined): HotelUrlAnswer {
  if (hotel === null) return { kind: 'not-found' };
  if (hotel === 'gone') return { kind: 'gone' };
  if (hotel === undefined) return { kind: 'serve' };
  const canonical = hotelPath({ citySlug: hotel.citySlug, hotelName: hotel.slug, hotelId: hotel.id });
  if (canonical === pathname) return { kind: 'serve' };
  const target = matchRoute(canonical);
  if (target.screen !== 'hotel-details' || hotelIdOf(target) !== hotel.id) return { kind: 'serve' };
  return { kind: 'redirect', location: `${canonical}${search.startsWith('?') && search.length > 1 ? search : ''}` };
}
