import AxeBuilder from '@axe-core/playwright';
import type { Page } from './test';

/**
 * axe for a page under the site's Content-Security-Policy. axe's CSSOM preload (needed only by the experimental
 * css-orientation-lock rule, which is off by default) reads each stylesheet it cannot read in place, a remote's
 * stylesheet from its own origin, by copying its text into an inline `<style>`: the page's CSP rightly blocks
 * that, and the suite's CSP watch would blame the page for axe's own style. So only media is preloaded (for
 * no-autoplay-audio); every default rule runs as before.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ preload: { assets: ['media'] } });
}
