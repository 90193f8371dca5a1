import { expect, test, type BrowserContext, type Page } from './support/test';
import { randomPhone, readOtp } from './support/otp-inbox';

/**
 * The login-interrupt prompt (SPEC.md section 4) on the production builds. It opens 8 s after an
 * eligible page settles; Playwright's clock moves time on instead of waiting.
 */
const DELAY_MS = 8_000;

const prompt = (page: Page) =>
  page.getByRole('dialog', { name: /log in for member prices|sign in for member prices/i });
const viewedCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'login_interrupt_viewed');

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.clock.fastForward(DELAY_MS + 500);
}

// A first-time visitor: without the quiet-visitor cookie of the other suites.
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('login-interrupt prompt', () => {
  test('given an anonymous visitor, then it opens after the page settles; dismissing sets the cookie and it stays away', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    await page.clock.fastForward(DELAY_MS + 500);
    await expect(prompt(page)).toBeVisible();
    await prompt(page)
      .getByRole('button', { name: /not now/i })
      .click();
    await expect(prompt(page)).toHaveCount(0);
    const cookie = await viewedCookie(context);
    expect(cookie?.value).toBe('1');
    expect(cookie?.expires).toBe(-1); // a session cookie
    const views = await page.evaluate(
      () => JSON.parse(localStorage.getItem('login_interrupt_views') ?? '[]') as number[],
    );
    expect(views).toHaveLength(1);
    await settle(page, '/cities/');
    await page.clock.fastForward(DELAY_MS * 2);
    await expect(prompt(page)).toHaveCount(0);
  });

  test('given three dismissals today on three visits, then it does not open a fourth time', async ({
    page,
    context,
  }) => {
    for (let visit = 1; visit <= 3; visit++) {
      await context.clearCookies(); // a new visit: the session cookie is gone, the stored list stays
      await settle(page, '/');
      await expect(prompt(page)).toBeVisible();
      await prompt(page)
        .getByRole('button', { name: /not now/i })
        .click();
      await expect(prompt(page)).toHaveCount(0);
    }
    await context.clearCookies();
    await settle(page, '/');
    await page.clock.fastForward(DELAY_MS * 2);
    await expect(prompt(page)).toHaveCount(0);
  });

  for (const path of ['/brands/itsy/', '/policy/']) {
    test(`given ${path}, then it never opens there`, async ({ page }) => {
      await settle(page, path);
      await page.clock.fastForward(DELAY_MS * 2);
      await expect(prompt(page)).toHaveCount(0);
    });
  }

  test('given its Sign in, then the login modal opens; signing in closes both and the visitor stays on the page', async ({
    page,
    request,
  }) => {
    await settle(page, '/cities/');
    await prompt(page)
      .getByRole('button', { name: /log in|sign in/i })
      .click();
    const modal = page.getByRole('dialog', { name: /^sign in$/i });
    await expect(modal).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    const phone = randomPhone();
    await modal.getByLabel(/mobile number/i).fill(phone);
    await modal.getByRole('button', { name: /send otp/i }).click();
    await modal.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await readOtp(request, phone));
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/cities\/$/);
    await page.clock.fastForward(DELAY_MS * 2);
    await expect(prompt(page)).toHaveCount(0);
  });
});
