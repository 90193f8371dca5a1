import { DEFAULT_LOCALE, type Locale } from '@nivaas/i18n';
import { inRequestLocale } from './ssr/request-locale';
import { cacheControlFor, matchRoute, NOT_FOUND_MATCH, type ListingCatalogue, type RouteMatch } from '@nivaas/routes';
import { seoKey, seoRequestFor } from '../src/features/seo/seo-request';
import { compressDocument, compressPage, type HtmlDocument, type HtmlTemplate } from './html-document';
import { hotelIdOf, hotelUrlAnswer, type HotelLookup } from './hotel-url';
import { seoHeadHtml } from './seo-head-html';
import type { ShellApi } from './shell-api';
import { createTtlCache } from './ttl-cache';
import type { CacheResult, ShellCacheName, ShellMetrics } from './observability/metrics';

/** docs/rules.md section 9: content revalidates every 840 s; the catalogue is content too. */
export const CONTENT_REVALIDATE_MS = 840_000;
/**
 * After a failed call (or an answer that is not one: an empty head, a catalogue without cities) the
 * API is asked again for that key after this long: short, so pages get their heads back seconds after
 * the API is up (not the 30 s of a failure or the 840 s of an answer kept as fresh), yet
 * an API that is down is not asked on every request.
 */
export const FAILURE_RETRY_MS = 5_000;
/**
 * A page served without the API data it should carry (default head, listing matched by shape) is
 * not kept by any cache: the next request gets the real page as soon as the shell has it.
 */
export const DEGRADED_CACHE_CONTROL = 'no-store';
const MAX_SEO_ENTRIES = 2000;
/** Hotels whose slugs are kept (a few bytes each): more than the chain has, so odd ids cannot grow memory. */
const MAX_HOTEL_ENTRIES = 5000;
const CATALOGUE_KEY = 'catalogue';
/** A hotel URL that is not the hotel's own moves for good; caches may keep the move as long as the page. */
export const HOTEL_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/** A page: its HTML with a status, or a permanent move to the page's own URL. */
export type PageResponse =
  | {
      readonly status: 200 | 410;
      readonly cacheControl: string;
      readonly document: HtmlDocument;
      /**
       * What the page shows, for a page with everything the API should give it (a 200 that is not degraded):
       * the server renderer draws its screen. Absent otherwise: such a page goes out as it is.
       */
      readonly complete?: RouteMatch;
    }
  | {
      /** No such page (docs/rules.md 2 "anything else", or a slug the catalogue does not know): its HTML says noindex. */
      readonly status: 404;
      readonly cacheControl: string;
      readonly document: HtmlDocument;
    }
  | {
      readonly status: 301;
      readonly cacheControl: string;
      /** A site path with the request's query string. */
      readonly location: string;
    };

export interface PageResolverOptions {
  readonly template: HtmlTemplate;
  readonly api: ShellApi;
  readonly now?: () => number;
  /** Counts the caches' hits and misses (observability/metrics.ts). */
  readonly metrics?: Pick<ShellMetrics, 'cache'>;
}

/**
 * Decides a page's answer. Listing URLs are matched against the API's catalogue, so a listing
 * it does not know is 404 (`/hotels-in-atlantis/`); without the catalogue (API down, slow) the
 * URL's shape decides and a good page is never 404. Cacheable routes ('1h') carry their SEO
 * head, fetched once per (page, q) and revalidated every 840 s; without it the default head
 * goes out, never a 500, with no-store (never the route's hour), and the API is asked again
 * FAILURE_RETRY_MS later, so the real head replaces it within seconds of the API answering.
 *
 * A hotel URL is checked against the hotel its id names: no such hotel is a real
 * 404; a city or hotel slug that is not the hotel's own is a 301 to the hotel's own URL (query kept),
 * so one hotel has one URL and an old or mistyped link never shows one hotel under another's name.
 * A hotel that left the chain (the API's 410) is 410 with the hotel's own default page: the browser draws the hotel
 * screen, which says the hotel is no longer on the site (and marks itself noindex).
 * Without an answer from the API the page is served as before (briefly cached): never a wrong 404.
 */
export function createPageResolver({
  template,
  api,
  now,
  metrics,
}: PageResolverOptions): (pathname: string, search?: string, locale?: Locale) => Promise<PageResponse> {
  const cacheOptions = { ttlMs: CONTENT_REVALIDATE_MS, failureTtlMs: FAILURE_RETRY_MS, ...(now ? { now } : {}) };
  const counted = (name: ShellCacheName) =>
    metrics ? { onLookup: (result: CacheResult) => metrics.cache(name, result) } : {};
  const catalogues = createTtlCache<ListingCatalogue>({
    ...cacheOptions,
    maxEntries: 1,
    ...counted('listing_catalogue'),
  });
  const heads = createTtlCache<HtmlDocument>({ ...cacheOptions, maxEntries: MAX_SEO_ENTRIES, ...counted('seo_head') });
  // null and 'gone' are answers (the API said 404, 410) and are cached like one; undefined is no answer (retried after
  // FAILURE_RETRY_MS).
  const hotels = createTtlCache<HotelLookup>({ ...cacheOptions, maxEntries: MAX_HOTEL_ENTRIES, ...counted('hotel') });
  const defaultDocument = compressDocument(template.render(null));
  const notFoundDocument = compressDocument(template.notFound());
  // One default page per owner: each preloads the entry of the remote that draws it.
  const defaultDocuments = new Map<string, HtmlDocument>();
  const defaultFor = (owner: string): HtmlDocument => {
    let document = defaultDocuments.get(owner);
    if (!document) {
      document = owner === 'shell' ? defaultDocument : compressDocument(template.render(null, owner));
      defaultDocuments.set(owner, document);
    }
    return document;
  };

  const match = async (pathname: string): Promise<{ match: RouteMatch; degraded: boolean }> => {
    const shape = matchRoute(pathname);
    if (shape.screen !== 'listing') return { match: shape, degraded: false };
    const catalogue = await catalogues.get(CATALOGUE_KEY, api.catalogue);
    return catalogue ? { match: matchRoute(pathname, catalogue), degraded: false } : { match: shape, degraded: true };
  };

  /** A cacheable page that went out without its API data is cached briefly; others keep their lifetime. */
  const cacheControl = (found: RouteMatch, degraded: boolean) =>
    degraded && found.cache === '1h' ? DEGRADED_CACHE_CONTROL : cacheControlFor(found);

  const notFound = (): PageResponse => ({
    status: 404,
    cacheControl: cacheControlFor(NOT_FOUND_MATCH),
    document: notFoundDocument,
  });

  /**
   * The hotel a hotel URL (its details or its reviews) names: its identity, null (no such hotel), 'gone' (it left
   * the chain) or undefined (API down or slow).
   */
  const hotelOf = (match: RouteMatch): Promise<HotelLookup | undefined> | null => {
    if (match.screen !== 'hotel-details' && match.screen !== 'reviews') return null;
    const id = hotelIdOf(match);
    return id === null ? Promise.resolve(null) : hotels.get(String(id), () => api.hotel(id));
  };

  return async (pathname, search = '', locale = DEFAULT_LOCALE) => {
    const found = await match(pathname);
    if (!found.match.route) return notFound();
    // Started together, so a cold hotel page waits for one round trip to the API, not two.
    const hotel = hotelOf(found.match);
    const request = found.match.cache === '1h' ? seoRequestFor(pathname, found.match) : null;
    const { owner } = found.match;
    const head = request
      ? // In the page's language: the API writes titles and descriptions in the locale it is asked in.
        heads.get(`${locale}|${seoKey(request)}`, async () => {
          const meta = await inRequestLocale(locale, () => api.contentMeta(request));
          return compressPage(template.render(seoHeadHtml(seoKey(request), meta), owner));
        })
      : null;
    const identity = hotel ? await hotel : null;
    if (hotel && found.match.screen === 'reviews' && (identity === null || identity === 'gone')) return notFound();
    if (hotel && found.match.screen === 'hotel-details') {
      const answer = hotelUrlAnswer(pathname, search, identity);
      if (answer.kind === 'not-found') return notFound();
      if (answer.kind === 'gone')
        return { status: 410, cacheControl: cacheControlFor(NOT_FOUND_MATCH), document: defaultFor(owner) };
      if (answer.kind === 'redirect')
        return { status: 301, cacheControl: HOTEL_REDIRECT_CACHE_CONTROL, location: answer.location };
    }
    const degraded = found.degraded || identity === undefined;
    const complete = (fully: boolean) => (fully ? { complete: found.match } : {});
    if (!head)
      return {
        status: 200,
        cacheControl: cacheControl(found.match, degraded),
        document: defaultFor(owner),
        ...complete(!degraded),
      };
    const document = await head;
    return {
      status: 200,
      cacheControl: cacheControl(found.match, degraded || !document),
      document: document ?? defaultFor(owner),
      ...complete(!degraded && document !== undefined),
    };
  };
}
