import { SCREEN_IMPORT } from '../remote-contract';
/**
 * @nivaas/routes/testing: renders a screen in a spec as the shell would (router, platform, its loader's
 * data). Never imported by production code (lint forbids it outside specs and test helpers).
 */
export { renderScreen, type RenderScreenOptions, type RenderedScreen } from './render-screen';
export { freezeDateAt } from './fixed-date';
export { ScreenHost, type ScreenHostProps } from './screen-host';

/** The source of a screen's own `import()` (defineScreen wraps it), where its webpackChunkName is written. */
export function screenImportSource(screen: { readonly load: unknown } | undefined): string {
  const load = screen?.load as { [SCREEN_IMPORT]?: unknown } | undefined;
  return String(load?.[SCREEN_IMPORT] ?? load);
}
