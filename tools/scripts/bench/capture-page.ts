import type { Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

/** The viewport Lighthouse's mobile run emulates (a Moto G Power), so the copy is the DOM Lighthouse would see. */
const LIGHTHOUSE_MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const DRAWN_TIMEOUT_MS = 60_000;

/**
 * Opens a page in Chromium as a mobile visitor, waits until its screen is drawn (network idle, an `<h1>`
 * visible, a `<main>` with content and nothing on screen still loading: no `aria-busy="true"` in the viewport)
 * and returns `document.documentElement.outerHTML` with its doctype. A page that never settles is taken as it
 * is, with a warning: the benchmark reports, it does not fail.
 */
export async function captureDrawnHtml(url: string): Promise<string> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: LIGHTHOUSE_MOBILE.width, height: LIGHTHOUSE_MOBILE.height },
      deviceScaleFactor: LIGHTHOUSE_MOBILE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      // The copy is of the page's first view: no service worker to add to or change it.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // Not 'networkidle' here: the copy is taken as soon as the screen is drawn, before anything that opens later.
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: DRAWN_TIMEOUT_MS });
    try {
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: DRAWN_TIMEOUT_MS });
      await page.waitForFunction(
        () => {
          const main = document.querySelector('main');
          // Below the fold, a section may load only when scrolled to (the hotel's "more about"): not the screen.
          // (No named function in here: tsx would wrap it in a helper the page does not have.)
          const loading = Array.from(main?.querySelectorAll('[aria-busy="true"]') ?? []).some((element) => {
            const box = element.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          });
          return Boolean(main?.textContent?.trim()) && !loading;
        },
        undefined,
        { timeout: DRAWN_TIMEOUT_MS },
      );
      await page.waitForLoadState('networkidle', { timeout: DRAWN_TIMEOUT_MS });
    } catch (error) {
      console.warn(`  ${url}: the screen did not settle (${(error as Error).message.split('\n')[0]}); taken as it is`);
    }
    await closeDialogs(page, url);
    return `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
  } finally {
    await browser.close();
  }
}

/**
 * A dialog that opened over the page while it loaded (the login prompt opens 8 s after a page settles; a slow
 * load on a busy machine reaches that) is not the page's first view: it is closed with Escape, as a visitor
 * would, and the copy waits until it is gone.
 */
async function closeDialogs(page: Page, url: string): Promise<void> {
  const dialog = page.locator('[role="dialog"][aria-modal="true"]');
  if ((await dialog.count()) === 0) return;
  console.warn(`  ${url}: a dialog opened over the page; closed with Escape before the copy`);
  await page.keyboard.press('Escape');
  await dialog
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => console.warn(`  ${url}: the dialog stayed open; the copy has it`));
}
