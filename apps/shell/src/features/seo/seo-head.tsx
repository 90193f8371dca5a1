import { useEffect, useRef } from 'react';
import { browserDocument, useResource } from '@nivaas/state';
import { useLocation } from 'react-router-dom';
import type { SeoMeta } from '@nivaas/api-client/contract';
import { matchRoute, NOT_FOUND_MATCH } from '@nivaas/routes';
import { SEO_KEY_ATTRIBUTE } from './seo-attributes';
import { seoKey, seoRequestFor, type SeoRequest } from './seo-request';
import { loadBrowserApi } from '../../api/load-browser-api';

export type FetchSeoMeta = (request: SeoRequest, signal: AbortSignal) => Promise<SeoMeta>;

export interface SeoHeadProps {
  /** Defaults to GET /api/v3/contents/meta/ through the browser's API client. */
  readonly fetchMeta?: FetchSeoMeta;
  readonly doc?: Document;
  /** The path the server answered 404 for, when this page is that answer (app/route-outlet.tsx). */
  readonly notFoundPath?: string | null;
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

/** What one navigation's head comes to: the writer and the content to write (null: the default head). */
interface HeadUpdate {
  /** null when the head is kept: its code is not needed for the landing page (the server wrote the head). */
  readonly writer: Awaited<ReturnType<typeof loadHeadWriter>> | null;
  readonly key: string | null;
  /** 'kept': the head in the page is already this page's (the server rendered it). */
  readonly content: SeoMeta | null | 'kept';
}

/**
 * Keeps title, meta tags, the canonical link and the structured data in step with client
 * navigation, from the same (page, q) as the server's HTML (seo-request.ts). The head the server
 * rendered for the landing page is kept, not fetched again; a navigation aborts the previous
 * page's fetch, so a slow answer never lands on the wrong page (useResource).
 */
export function SeoHead({ fetchMeta = fetchFromApi, doc, notFoundPath = null }: SeoHeadProps = {}) {
  const { pathname } = useLocation();
  const remembered = useRef(new Map<string, SeoMeta>());
  // A page the server answered 404 for is Not Found whatever its shape: no listing's head is asked for it.
  const request = seoRequestFor(pathname, pathname === notFoundPath ? NOT_FOUND_MATCH : matchRoute(pathname));
  const key = request ? seoKey(request) : null;
  const target = () => doc ?? browserDocument();

  const head = useResource<HeadUpdate>(`seo:${key ?? `none ${pathname}`}`, async (signal) => {
    const page = target();
    if (key !== null && page && currentSeoKey(page) === key) return { writer: null, key, content: 'kept' };
    const known = key === null ? undefined : remembered.current.get(key);
    const [content, writer] = await Promise.all([
      !request || key === null ? null : (known ?? fetchMeta(request, signal)),
      loadHeadWriter(),
    ]);
    return { writer, key, content };
  });

  const update = head.status === 'success' ? head.data : undefined;
  const failed = head.status === 'error';
  useEffect(() => {
    if (failed) {
      const page = doc ?? browserDocument();
      if (page) void loadHeadWriter().then((writer) => writer.applyDefaultHead(page));
      return;
    }
    const page = doc ?? browserDocument();
    if (!update || update.content === 'kept' || !update.writer || !page) return;
    if (!update.content || update.key === null) return update.writer.applyDefaultHead(page);
    const cache = remembered.current;
    cache.set(update.key, update.content);
    if (cache.size > MAX_REMEMBERED) cache.delete(cache.keys().next().value as string);
    update.writer.applySeoMeta(page, update.key, update.content);
  }, [update, failed, doc]);

  return null;
}
