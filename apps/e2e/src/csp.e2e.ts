import { expect, recordCspViolations, test, type CspViolation, type Page } from './support/test';
import { SHELL_ORIGIN } from './support/screens';

/**
 * The site's Content-Security-Policy as an attacker meets it. What an XSS would inject into a page (an
 * inline script, an inline handler, a style attribute, a third-party image) is blocked by the browser, and the
 * suite's watch sees every such violation, on the test's page and on a browser a test opens itself. These tests
 * cause their violations on purpose, so each takes them off the list once it has checked them.
 */

/** Injects what an XSS would into the page; returns whether any injected script ran. */
function inject(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "script"';
    document.body.append(script);
    const handler = document.createElement('img');
    handler.setAttribute('onerror', 'window.__injected = "handler"');
    handler.setAttribute('src', '/nope.png');
    document.body.append(handler);
    const styled = document.createElement('p');
    styled.setAttribute('style', 'color: red');
    document.body.append(styled);
    const tracker = document.createElement('img');
    tracker.src = 'https://evil.example/pixel.png';
    document.body.append(tracker);
    return new Promise<boolean>((resolve) => setTimeout(() => resolve('__injected' in window), 0));
  });
}

const INJECTED = ['img-src', 'script-src-attr', 'script-src-elem', 'style-src-attr'];
const directives = (violations: readonly CspViolation[]) => [...new Set(violations.map((v) => v.directive))].sort();

test.describe('the Content-Security-Policy', () => {
  test('given what an XSS would inject into a page, then the browser blocks all of it and the watch sees each', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/faq/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(cspViolations).toEqual([]);
    expect(await inject(page)).toBe(false);
    await expect.poll(() => directives(cspViolations)).toEqual(INJECTED);
    expect(cspViolations.every((v) => v.page === `${SHELL_ORIGIN}/faq/`)).toBe(true);
    cspViolations.length = 0;
  });

  test('given a browser a test opens itself, when it is watched, then its violations are seen too', async ({
    browser,
  }) => {
    const violations: CspViolation[] = [];
    const context = await browser.newContext({ baseURL: SHELL_ORIGIN });
    await recordCspViolations(context, violations);
    const page = await context.newPage();
    await page.goto('/cities/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
    expect(await inject(page)).toBe(false);
    await expect.poll(() => directives(violations)).toEqual(INJECTED);
    await context.close();
  });
});
