import { preloadableLazy } from '@nivaas/ui';
import type { SiteFooterProps } from './site-footer';
// The footer's stylesheet stays in the layout's chunk, which the server inlines in every page it draws: the footer's
// HTML is styled from the first paint, long before its code is asked for.
import './site-footer.module.css';

/**
 * The footer's code is its own chunk, out of the first load: below the fold on every phone, it is hydrated when the
 * visitor nears or touches it (the layout's DeferredHydration). The server preloads it (render-screen.tsx), so its HTML
 * always holds the footer's links.
 */
export const SiteFooter = preloadableLazy<SiteFooterProps>(() =>
  import(/* webpackChunkName: "site-footer" */ './site-footer').then((module) => ({ default: module.SiteFooter })),
);
