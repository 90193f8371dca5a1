import { defineScreen } from '@nivaas/routes';

/**
 * The brand screen as ./Routes exposes it. This file is part of the remote's entry chunk:
 * keep it to lazy imports, so the screen's code and its loader's code arrive only when needed.
 */
export const brandScreen = defineScreen({
  load: () => import('./brand-screen'),
});
