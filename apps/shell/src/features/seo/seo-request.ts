import type { RouteMatch } from '@nivaas/routes';

/** The query of GET /api/v3/contents/meta/ (docs/rules.md section 7: page, q). */
export interface SeoRequest {
  readonly page: string;
  readonly q?: string;
}

/** The contract caps q at 200 characters; a longer path asks for the page's generic head. */
const MAX_Q_LENGTH = 200;

/**
 * Parameters that are private to one visitor (booking ids, tokens, hashes) or free text (a
 * search term). A path carrying one is never sent as q: it would leak into a content service's
 * logs, split its cache per visitor, and end up in a canonical link.
 */
const PRIVATE_PARAMS = /\{(bookingId|feedbackId|cancellationHash|resetToken|hash|encodedUri)\}/;

/**
 * What the server and the client ask the content service for, per route. The reference API
 * (apps/api seo-meta.ts) reads them this way:
 * - page = the route's screen id: `home`, `cities`, `listing`, `hotel-details`, `faq`, `login` ...
 *   (every listing shape is one screen, `listing`; the API tells them apart from q);
 * - q = the pathname, without the query string: `/`, `/hotels-in-bengaluru/`,
 *   `/hotels-in-koramangala-bengaluru/`, `/hotels-in-bengaluru/nivaas-koramangala-residency-1042/`.
 *   The API resolves it against its catalogue (city, locality, amenity, hotel id) for real names,
 *   and it is the canonical link's path, so utm parameters never reach a canonical URL;
 * - no q for a path with private parameters (reset-password, confirmation, booking history,
 *   search terms ...): the page's generic head.
 * Not Found has no SEO content: null.
 */
export function seoRequestFor(pathname: string, match: RouteMatch): SeoRequest | null {
  if (!match.route) return null;
  const page = match.screen;
  if (PRIVATE_PARAMS.test(match.route.pattern) || pathname.length > MAX_Q_LENGTH) return { page };
  return { page, q: pathname };
}

/** One cache entry per (page, q), on the server and in the browser. */
export function seoKey(request: SeoRequest): string {
  return request.q === undefined ? request.page : `${request.page} ${request.q}`;
}
