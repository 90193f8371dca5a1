import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { browserDocument } from '@nivaas/state';
import { SEO_HEAD_EVENT, SEO_INTERLINKS_ID } from './seo-attributes';

/** The page's interlinks block as text (compared by value, so an unchanged head re-renders nothing). */
const blockText = (doc: Document | null): string | null => doc?.getElementById(SEO_INTERLINKS_ID)?.textContent ?? null;

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null; // Written by us; a broken block is no interlinks, never a broken footer.
  }
}

/**
 * The footer interlinks of the page on screen (SEO content `footer_interlinks`), as sent: the caller
 * checks them. They come with the page's SEO head: in the server's HTML for the landing page (so the
 * browser does not ask the content service for them again), then written by SeoHead on each client
 * navigation, from the same (page, q) request as the title. Null while the page has none (Not Found,
 * the content service failing). On the server (rendering the shell) there are none yet.
 */
export function usePageInterlinks(doc?: Document): unknown {
  const target = doc ?? browserDocument();
  const subscribe = useCallback(
    (onChange: () => void) => {
      target?.addEventListener(SEO_HEAD_EVENT, onChange);
      return () => target?.removeEventListener(SEO_HEAD_EVENT, onChange);
    },
    [target],
  );
  const text = useSyncExternalStore(
    subscribe,
    () => blockText(target),
    () => null,
  );
  return useMemo(() => parse(text), [text]);
}
