import { expect, test, type Page } from './support/test';
import { E2E_PORTS } from './support/e2e-ports';

/**
 * Field Core Web Vitals: a visit's FCP and TTFB (LCP, INP and CLS too, when the browser has them) go to the API by
 * sendBeacon when the page is hidden, and the API's metrics count them by route family.
 */

const METRICS_URL = `http://127.0.0.1:${E2E_PORTS.metrics.api}/metrics`;

/** Samples of a vital's histogram for a route family, over every device class and connection. */
async function vitalCount(metric: string, routeFamily: string): Promise<number> {
  const text = await (await fetch(METRICS_URL)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`nivaas_api_${metric}_count{`) && line.includes(`route_family="${routeFamily}"`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** Hides the page as a phone does when the visitor switches apps: visibilityState hidden, then visibilitychange. */
function hide(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.describe('field web vitals', () => {
  test('given a visit to the FAQ, when the page is hidden, then its vitals beacon is counted in the API metrics', async ({
    page,
  }) => {
    const before = await vitalCount('web_vitals_fcp_seconds', 'faq');
    // Playwright sees the beacon go, not its Blob body: what it carried is read from the API's metrics.
    let beacons = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vitals') && request.method() === 'POST') beacons += 1;
    });
    // web-vitals comes a few seconds after load, in its own chunk. The page is hidden only after that: web-vitals
    // drops paints that come after the page was first hidden, as a browser's own measurement does.
    const library = page.waitForResponse((response) => /\/web-vitals\.[0-9a-f]+\.js$/.test(response.url()));
    await page.goto('/faq/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await library;
    // Its callbacks are registered once the chunk has run: hide the page (again) until a beacon has gone.
    await expect
      .poll(async () => {
        await hide(page);
        return beacons;
      })
      .toBeGreaterThan(0);
    await expect.poll(() => vitalCount('web_vitals_fcp_seconds', 'faq')).toBeGreaterThan(before);
    expect(await vitalCount('web_vitals_ttfb_seconds', 'faq')).toBeGreaterThan(0);
  });
});
