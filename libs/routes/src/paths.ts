/**
 * Link builders: every link of the site is built from the route table's patterns, so a URL
 * changes in one place. Parameters are slugified or encoded; a query string is appended as given.
 */

/** Lower-case, hyphen-separated ASCII: what the catalogue's slugs look like. */
export function slugify(text: string): string {
  return String(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function withQuery(path: string, query?: string | URLSearchParams): string {
  const text = query === undefined ? '' : String(query);
  if (!text) return path;
  return `${path}${text.startsWith('?') ? text : `?${text}`}`;
}

export interface HotelPathInput {
  readonly citySlug: string;
  readonly hotelName: string;
  readonly hotelId: number | string;
}

/** /hotels-in-{city}/{hotelSlug}-{hotelId}/ */
export function hotelPath({ citySlug, hotelName, hotelId }: HotelPathInput, query?: string | URLSearchParams): string {
  const slug = slugify(hotelName) || 'hotel';
  return withQuery(`/hotels-in-${slugify(citySlug)}/${slug}-${String(hotelId).replace(/\D/g, '')}/`, query);
}

/** /search/ or /search/{encodedUri}/ */
export function searchPath(term?: string, query?: string | URLSearchParams): string {
  const trimmed = term?.trim();
  return withQuery(trimmed ? `/search/${encodeURIComponent(trimmed)}/` : '/search/', query);
}

/** /login/?redirect=... (only a same-site path is kept as a redirect). */
export function loginPath(redirect?: string): string {
  const safe = redirect && isSameSitePath(redirect) ? redirect : undefined;
  return safe ? `/login/?redirect=${encodeURIComponent(safe)}` : '/login/';
}

/** A redirect target must stay on this site: a path, never `//host` or a scheme. */
export function isSameSitePath(target: string): boolean {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

export const itineraryPath = (query?: string | URLSearchParams): string => withQuery('/itinerary/', query);
export const confirmationPath = (bookingId: string): string => `/confirmation/${encodeURIComponent(bookingId)}/`;
export const bookingHistoryPath = (bookingId?: string): string =>
  bookingId ? `/account/booking-history/${encodeURIComponent(bookingId)}/` : '/account/booking-history/';
export const reviewsPath = (hotelId: number | string): string =>
  `/tripadvisor/reviews-${String(hotelId).replace(/\D/g, '')}/`;
export const brandPath = (product: string): string => `/brands/${slugify(product)}/`;
export { withQuery };
