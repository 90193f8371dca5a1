import { matchRoute, type RemoteName } from '@nivaas/routes';

/**
 * Preloads a remote when the visitor shows intent to go there: a link to one of its
 * screens touched, hovered or focused. A link merely on screen costs nothing.
 */
export function listenForIntent(doc: Document, preload: (remote: RemoteName) => void): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const anchor = target.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== doc.location.origin) return;
    const { owner } = matchRoute(anchor.pathname);
    if (owner !== 'shell') preload(owner);
  };
  const events = ['touchstart', 'mouseover', 'focusin'] as const;
  events.forEach((type) => doc.addEventListener(type, onIntent, { passive: true, capture: true }));
  return () => events.forEach((type) => doc.removeEventListener(type, onIntent, { capture: true }));
}
