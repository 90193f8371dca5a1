/**
 * @nivaas/routes/testing: renders a screen in a spec as the shell would (router, platform, its loader's
 * data). Never imported by production code (lint forbids it outside specs and test helpers).
 */
export { renderScreen, type RenderScreenOptions, type RenderedScreen } from './render-screen';
export { freezeDateAt } from './fixed-date';
export { ScreenHost, type ScreenHostProps } from './screen-host';
