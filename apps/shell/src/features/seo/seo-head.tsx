import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { SeoMeta } from '@nivaas/api-client/contract';
import { matchRoute } from '@nivaas/routes';
import { SEO_KEY_ATTRIBUTE } from './seo-attributes';
import { seoKey, seoRequestFor, type SeoRequest } from './seo-request';
import { loadBrowserApi } from '../../api/load-browser-api';

export type FetchSeoMeta = (request: SeoRequest, signal: AbortSignal) => Promise<SeoMeta>;

export interface SeoHeadProps {
  /** Defaults to GET /api/v3/contents/meta/ through the browser's API client. */
  readonly fetchMeta?: FetchSeoMeta;
  readonly doc?: Document;
}

const fetchFromApi: FetchSeoMeta = (request, signal) =>
  loadBrowserApi().then((api) => api.getContentMeta({ query: request }, { signal }));
/**
 * The code that writes the head is needed only from the first client navigation on (the landing
 * page's head comes in the server's HTML), so it stays out of the first load.
 */
const loadHeadWriter = () => import(/* webpackChunkName: "seo-head" */ './seo-dom');
const currentSeoKey = (doc: Document) => doc.head.querySelector('title')?.getAttribute(SEO_KEY_ATTRIBUTE) ?? null;
/** Content of pages seen in this visit, so Back shows its head at once. */
const MAX_REMEMBERED = 30;

/**
 * Keeps title, meta tags, the canonical link and the structured data in step with client
 * navigation, from the same (page, q) as the server's HTML (seo-request.ts). The head the server
 * rendered for the landing page is kept, not fetched again; a navigation aborts the previous
 * page's fetch, so a slow answer never lands on the wrong page.
 */
export function SeoHead({ fetchMeta = fetchFromApi, doc }: SeoHeadProps = {}) {
  const { pathname } = useLocation();
  const remembered = useRef(new Map<string, SeoMeta>());

  useEffect(() => {
    const target = doc ?? document;
    const request = seoRequestFor(pathname, matchRoute(pathname));
    const key = request ? seoKey(request) : null;
    if (key !== null && currentSeoKey(target) === key) return undefined;
    const controller = new AbortController();
    const known = key === null ? undefined : remembered.current.get(key);
    const meta =
      !request || !key ? Promise.resolve(null) : known ? Promise.resolve(known) : fetchMeta(request, controller.signal);
    Promise.all([meta, loadHeadWriter()]).then(
      ([content, writer]) => {
        if (controller.signal.aborted) return;
        if (!content || key === null) return writer.applyDefaultHead(target);
        const cache = remembered.current;
        cache.set(key, content);
        if (cache.size > MAX_REMEMBERED) cache.delete(cache.keys().next().value as string);
        writer.applySeoMeta(target, key, content);
      },
      () => {
        if (!controller.signal.aborted) void loadHeadWriter().then((writer) => writer.applyDefaultHead(target));
      },
    );
    return () => controller.abort();
  }, [pathname, fetchMeta, doc]);

  return null;
}
