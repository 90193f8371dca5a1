import { cacheControlFor, matchRoute, type ListingCatalogue, type RouteMatch } from '@nivaas/routes';
import { seoKey, seoRequestFor } from '../src/features/seo/seo-request';
import { compressDocument, type HtmlDocument, type HtmlTemplate } from './html-document';
import { seoHeadHtml } from './seo-head-html';
import type { ShellApi } from './shell-api';
import { createTtlCache } from './ttl-cache';

/** SPEC.md section 9: content revalidates every 840 s; the catalogue is content too. */
export const CONTENT_REVALIDATE_MS = 840_000;
/** After a failed call, the API is asked again at most this often per key. */
export const FAILURE_RETRY_MS = 30_000;
/** A page served without the API data it should carry is held by caches only briefly. */
export const DEGRADED_CACHE_CONTROL = 'public, max-age=60';
const MAX_SEO_ENTRIES = 2000;
const CATALOGUE_KEY = 'catalogue';

export interface PageResponse {
  readonly status: 200 | 404;
  readonly cacheControl: string;
  readonly document: HtmlDocument;
}

export interface PageResolverOptions {
  readonly template: HtmlTemplate;
  readonly api: ShellApi;
  readonly now?: () => number;
}

/**
 * Decides a page's answer. Listing URLs are matched against the API's catalogue, so a listing
 * it does not know is 404 (`/hotels-in-atlantis/`); without the catalogue (API down, slow) the
 * URL's shape decides and a good page is never 404. Cacheable routes ('1h') carry their SEO
 * head, fetched once per (page, q) and revalidated every 840 s; without it the default head
 * goes out, never a 500, and the answer is cached briefly so the real head soon replaces it.
 */
export function createPageResolver({
  template,
  api,
  now,
}: PageResolverOptions): (pathname: string) => Promise<PageResponse> {
  const cacheOptions = { ttlMs: CONTENT_REVALIDATE_MS, failureTtlMs: FAILURE_RETRY_MS, ...(now ? { now } : {}) };
  const catalogues = createTtlCache<ListingCatalogue>({ ...cacheOptions, maxEntries: 1 });
  const heads = createTtlCache<HtmlDocument>({ ...cacheOptions, maxEntries: MAX_SEO_ENTRIES });
  const defaultDocument = compressDocument(template.render(null));
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

  return async (pathname) => {
    const found = await match(pathname);
    if (!found.match.route)
      return { status: 404, cacheControl: cacheControlFor(found.match), document: defaultDocument };
    const request = found.match.cache === '1h' ? seoRequestFor(pathname, found.match) : null;
    const { owner } = found.match;
    if (!request)
      return { status: 200, cacheControl: cacheControl(found.match, found.degraded), document: defaultFor(owner) };
    const key = seoKey(request);
    const document = await heads.get(key, async () =>
      compressDocument(template.render(seoHeadHtml(key, await api.contentMeta(request)), owner)),
    );
    return {
      status: 200,
      cacheControl: cacheControl(found.match, found.degraded || !document),
      document: document ?? defaultFor(owner),
    };
  };
}
