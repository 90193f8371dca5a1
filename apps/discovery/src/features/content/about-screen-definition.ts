import { defineScreen } from '@nivaas/routes';

/**
 * The about screen as ./Routes exposes it. This file is part of the remote's entry chunk:
 * keep it to lazy imports, so the screen's code and its loader's code arrive only when needed.
 * The content pages share one chunk, so their texts stay out of the chunk every screen shares.
 */
export const aboutScreen = defineScreen({
  load: () => import(/* webpackChunkName: "content-pages" */ './about-screen'),
});
