import { expect, test, type Page } from './support/test';
import { E2E_PORTS } from './support/e2e-ports';
import { randomPhone } from './support/otp-inbox';

/**
 * Abuse limits as a visitor meets them on the login screen: asking again and again for codes to one
 * phone. The API allows 10 OTP requests per mobile number an hour (apps/api/src/http/rate-limits.ts; per-phone
 * limits are as in production in this suite, only per-address ones are loosened); the screen then says what
 * was limited and when to try again, in the API's words, and another number still works.
 */

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'login_interrupt_viewed', value: '1', url: `http://localhost:${E2E_PORTS.shell}` },
  ]);
});

const sendButton = (page: Page) => page.getByRole('button', { name: /send otp/i });

/** Presses Send OTP and waits for the API's answer to that one request. */
async function pressSend(page: Page): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/auth/otp/send/')),
    sendButton(page).click(),
  ]);
  return response.status();
}

test('a visitor asking for too many codes for one phone is told the number is limited for an hour, and may use another number', async ({
  page,
}) => {
  const phone = randomPhone();
  await page.goto('/login/');
  await page.getByLabel(/mobile number/i).fill(phone);
  expect(await pressSend(page)).toBe(200);
  await expect(page.getByRole('group', { name: /6-digit/i })).toBeVisible();

  // Back to the number, asking again at once: the 30 s wait answers each time (the API's own words).
  await page.getByRole('button', { name: 'Change number' }).click();
  await expect(page.getByLabel(/mobile number/i)).toHaveValue(phone);
  for (let i = 0; i < 9; i++) {
    expect(await pressSend(page)).toBe(429);
    await expect(page.getByText('Please wait 30 seconds before asking for a new OTP')).toBeVisible();
  }
  // The 11th request for this number in the hour is over its limit.
  expect(await pressSend(page)).toBe(429);
  await expect(
    page.getByText(/^Too many OTP requests for this mobile number: please try again in 1 hour$/),
  ).toBeVisible();
  await expect(page.getByText('Something went wrong, please try again later')).toHaveCount(0);

  // Another number is not limited.
  await page.getByLabel(/mobile number/i).fill(randomPhone());
  expect(await pressSend(page)).toBe(200);
  await expect(page.getByRole('group', { name: /6-digit/i })).toBeVisible();
});
