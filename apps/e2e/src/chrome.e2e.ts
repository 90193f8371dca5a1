import { expect, test } from './support/test';
import { SHELL_ORIGIN } from './support/screens';

/** Chrome: what every route shares, seen on a phone. */
test.describe('the page chrome', () => {
  test('a top progress bar shows on route change and stops after 1000 ms', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('progressbar', { name: /loading page/i })).toHaveCount(0);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /cities/i })
      .click();
    await expect(page).toHaveURL(/\/cities\/$/);
    await expect(page.getByRole('progressbar', { name: /loading page/i })).toHaveCount(0, { timeout: 3000 });
  });

  test('the path change scrolls to the top', async ({ page }) => {
    await page.goto('/cities/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /nivaas/i })
      .click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/`);
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('the footer has the customer care number, the WhatsApp support link and interlinks', async ({ page }) => {
    await page.goto('/faq/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /customer care/i })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(footer.getByRole('link', { name: /whatsapp/i })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    const interlinks = footer.getByRole('navigation');
    await expect(interlinks.getByRole('link').first()).toHaveAttribute('href', /^\//);
  });

  test('Not Found offers search and the home page, and a path without its slash goes to the slashed route', async ({
    page,
  }) => {
    await page.goto('/no-such-page/');
    await expect(page.getByRole('heading', { level: 1, name: /could not find that page/i })).toBeVisible();
    await page.getByRole('link', { name: /search hotels/i }).click();
    await expect(page).toHaveURL(/\/search\/$/);
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/faq\/$/);
  });
});
