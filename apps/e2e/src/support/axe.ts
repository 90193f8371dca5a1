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

/**
 * Waits until the page's animations that end have ended (a dialog's fade and pop): axe measures colours as painted,
 * and text in a dialog still fading in reads as low contrast. A state to wait for, not a time.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner or a skeleton's shimmer runs for ever: only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
