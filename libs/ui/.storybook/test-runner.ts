import { join } from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { findLayoutProblems } from './layout-check';

/**
 * What the Storybook test-runner does after each story renders and plays (every Storybook's: the remotes'
 * .storybook/test-runner.ts re-export this one). Axe has already run (addon-a11y, `a11y.test: 'error'`). Then, at
 * each phone width:
 * 1. the layout check (libs/ui/.storybook/layout-check.ts): clipped control text or prices, overflow past the
 *    viewport, tap targets under 44 px;
 * 2. in a remote's Storybook (its screens), a screenshot of the first screen compared with the committed baseline in
 *    `<project>/visual-baseline/` (jest-image-snapshot). To accept an intended change, run the story tests with
 *    `-u` and commit the new images (docs/storybook.md, "When a picture changes").
 *
 * A story may turn the layout check off with `parameters: { layoutCheck: { skip: 'why' } }`.
 */
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
] as const;
const MIN_TARGET = 44;

/** Screens are captured; libs/ui's component stories are checked for layout only. */
const project = process.cwd();
const capturesScreens = /[/\\]apps[/\\]/.test(project);

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize(WIDTHS[0]);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const skip = (story.parameters['layoutCheck'] as { skip?: string } | undefined)?.skip;
    const problems: string[] = [];
    // The story's words once it has rendered and played: after a resize the page must read the same again before
    // it is checked (a screen that draws itself anew for the new width is caught between two states otherwise).
    const words = await page.evaluate(() => document.body.textContent);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await waitForPageReady(page);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // A state that never comes back (a countdown's words changed) is left to the checks to report.
      await page
        .waitForFunction((before) => document.body.textContent === before, words, { timeout: 5000 })
        .catch(() => undefined);
      // From the top, where a guest arrives: an interaction story may leave the page scrolled a few pixels apart.
      await page.evaluate(() => window.scrollTo(0, 0));
      // Every photo decoded and two frames drawn at the new width, so the capture is the settled page. A lazy photo
      // far below the first screen is never fetched, and its decode() would wait for ever: only those the browser
      // has or is fetching (loaded, eager, or lazy in view) are waited for.
      await page.evaluate(async () => {
        const wanted = (image: HTMLImageElement) => {
          if (image.complete || image.loading !== 'lazy') return true;
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
        };
        const images = [...document.images].filter(wanted);
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
      if (!skip) {
        const found = await page.evaluate(findLayoutProblems, { minTarget: MIN_TARGET });
        problems.push(...found.map((problem) => `${size.width} px: ${problem}`));
      }
      if (capturesScreens) {
        // The phone's first screen, as a guest sees it on arrival, sticky bars where they sit: a full page is
        // 4,700 px of the hotel page (250 KB a picture), and the layout check already covers the whole page.
        // Focus rings hidden: whether one shows depends on the story before (keyboard or pointer), not on this one.
        // The page has the browser's focus, so a focused field looks focused in every run, not only in some.
        await page.bringToFront();
        const image = await page.screenshot({
          animations: 'disabled',
          caret: 'hide',
          // A countdown ("Resend OTP in 30 s") ticks while the story runs: a flat box in the picture.
          mask: [page.locator('[data-countdown]')],
          style: '*:focus, *:focus-visible { outline: none !important; }',
        });
        expect(image).toMatchImageSnapshot({
          customSnapshotsDir: join(project, 'visual-baseline'),
          customDiffDir: join(project, 'visual-baseline', '__diff_output__'),
          customSnapshotIdentifier: `${context.id}--${size.width}`,
          // pixelmatch ignores anti-aliased edges; a changed word or a moved box differs in far more pixels.
          comparisonMethod: 'pixelmatch',
          customDiffConfig: { threshold: 0.1 },
          failureThreshold: 20,
          failureThresholdType: 'pixel',
        });
      }
    }
    if (problems.length > 0) {
      throw new Error(`Layout check of ${context.id}:\n  - ${problems.join('\n  - ')}`);
    }
  },
};

export default config;
