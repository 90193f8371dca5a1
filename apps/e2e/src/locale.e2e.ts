import { expect, test } from './support/test';

/**
 * A visitor whose phone asks for French reads the site in French, dates and plural forms
 * included (they were English in fr-FR), and an English visitor in India reads en-IN.
 */
test.describe('a French visitor', () => {
  test.use({ locale: 'fr-FR' });

  test('given a listing, then the chrome, the stay dates and the counts are French', async ({ page }) => {
    // 2 December 2099 is a Wednesday, 4 December a Friday.
    await page.goto('/hotels-in-bengaluru/?checkin=02-12-2099&checkout=04-12-2099&roomconfig=2-0');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Villes' })).toBeVisible();
    await expect(page.getByText('Du mer. 2 déc. au ven. 4 déc. · 1 chambre · 2 voyageurs')).toBeVisible();
    // The count comes with the listing's first answer, which can take over 5 s on a busy machine (see listing.e2e).
    await expect(page.getByRole('status').filter({ hasText: /\d+ hôtels?$/ })).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('an English visitor in India', () => {
  test.use({ locale: 'en-IN' });

  test('given a listing, then dates read like "Wed, 2 Dec" and one room is singular', async ({ page }) => {
    await page.goto('/hotels-in-bengaluru/?checkin=02-12-2099&checkout=04-12-2099&roomconfig=2-0');
    await expect(page.getByText('Wed, 2 Dec to Fri, 4 Dec · 1 room · 2 guests')).toBeVisible();
  });
});
