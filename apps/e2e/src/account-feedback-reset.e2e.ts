import { expect, test, type APIRequestContext } from './support/test';
import { accountStayOffset, API, apiSignIn, bookViaApi, kolkataDay } from './support/account-helpers';
import { seriousViolations } from './support/checkout-helpers';
import { E2E_PORTS } from './support/e2e-ports';
import { readOutbox } from './support/outbox';
import { randomPhone } from './support/otp-inbox';

/**
 * Feedback and the password reset (item 6) on the production builds against the real API, on
 * both mobile profiles. The profiles share one database: android rates member 9000000003's seeded stay at hotel
 * 1001 and iphone the one at 1002; the far-off booking and the reset use a fresh member each.
 */

const MEMBER = '9000000003';
/** This suite's slot of the account days (accountStayOffset): the far-off stay whose feedback is not open yet. */
const SLOT = 5;

interface HistoryItem {
  readonly order_id: string;
  readonly hotel_name: string;
  readonly hotel_detail: { readonly hotel_id: number };
  readonly links: { readonly feedback: string | null };
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'login_interrupt_viewed', value: '1', url: `http://localhost:${E2E_PORTS.shell}` },
  ]);
});

/** The member's bookings of one list, through the API with their session. */
async function history(request: APIRequestContext, token: string, list: 'upcoming' | 'previous') {
  const answer = await request.post(`${API}/api/v1/booking/booking-history/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { page: 1, limit: 50, list },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { context } = (await answer.json()) as { context: Record<typeof list, HistoryItem[]> };
  return context[list];
}

test.describe('feedback', () => {
  test('given a past stay, when the guest rates, writes and chooses, then thanks; changed, thanks shows the new rating; their text stays text', async ({
    page,
    request,
  }, info) => {
    const hotelId = info.project.name === 'iphone' ? 1002 : 1001;
    const token = await apiSignIn(request, MEMBER);
    const stay = (await history(request, token, 'previous')).find((b) => b.hotel_detail.hotel_id === hotelId);
    const link = stay?.links.feedback;
    expect(link, `a feedback link of the seeded stay at ${hotelId}`).toMatch(/^\/feedback\/[A-Za-z0-9_-]+\/$/);
    const form = await request.get(`${API}/api/v1${link as string}`.replace('/feedback/', '/feedbacks/'));
    const { reasons } = (await form.json()) as { reasons: string[] };
    expect(reasons.length).toBeGreaterThan(0);

    await page.goto(link as string);
    await expect(page.getByRole('heading', { level: 1, name: 'How was your stay?' })).toBeVisible();
    await expect(page.getByText(stay?.hotel_name ?? '')).toBeVisible();
    const rating = page.getByRole('group', { name: 'Your rating' });
    for (const star of await rating.getByRole('radio').all()) await expect(star).not.toBeChecked();
    const choices = page.getByRole('group', { name: /What stood out/ }).getByRole('checkbox');
    for (const choice of await choices.all()) await expect(choice).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await rating.getByRole('radio', { name: '4 stars' }).check();
    await page.getByRole('textbox', { name: /Tell us more/ }).fill('Quiet room, <b>bold</b> breakfast');
    const firstChoice = page.getByRole('checkbox', { name: reasons[0], exact: true });
    await firstChoice.check();
    await page.getByRole('button', { name: 'Send feedback' }).click();

    await expect(page).toHaveURL(/\/feedback\/[A-Za-z0-9_-]+\/thanks\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your feedback' })).toBeVisible();
    await expect(page.getByText('You rated your stay 4 stars.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The form's own page now shows what was given, the text as typed (never as markup).
    await page.goto(link as string);
    await expect(page.getByRole('heading', { level: 1, name: 'Your feedback' })).toBeVisible();
    await expect(page.getByText('Quiet room, <b>bold</b> breakfast')).toBeVisible();
    await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: reasons[0] })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Change feedback' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change your feedback' })).toBeVisible();
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /Tell us more/ })).toHaveValue('Quiet room, <b>bold</b> breakfast');
    await expect(firstChoice).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await rating.getByRole('radio', { name: '2 stars' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your feedback' })).toBeVisible();
    await expect(page.getByText('You rated your stay 2 stars.')).toBeVisible();
  });

  test('given a far-off upcoming booking, when its feedback link is opened, then it says feedback opens after the stay', async ({
    page,
    request,
  }, info) => {
    const phone = randomPhone();
    const token = await apiSignIn(request, phone);
    const offset = accountStayOffset(info, SLOT);
    const booking = await bookViaApi(request, {
      token,
      hotelId: 1003,
      checkin: kolkataDay(offset),
      checkout: kolkataDay(offset + 2),
      guest: { name: 'Meera Iyer', mobile: phone },
    });
    const upcoming = (await history(request, token, 'upcoming')).find((b) => b.order_id === booking.orderId);
    const link = upcoming?.links.feedback;
    expect(link).toMatch(/^\/feedback\/[A-Za-z0-9_-]+\/$/);

    await page.goto(link as string);
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback opens after your stay' })).toBeVisible();
    await expect(page.getByText(/^You can tell us about your stay from /)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Your rating' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a feedback link that is not one gets a clear page', async ({ page }) => {
    await page.goto('/feedback/no-such-feedback-form/');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this feedback form' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('reset password', () => {
  test('given a member with an email, when they ask for a new reset link (the form an expired link leads to), then the emailed link and the texted code set a new password and sign them in', async ({
    page,
    request,
  }) => {
    const phone = randomPhone();
    const token = await apiSignIn(request, phone);
    const email = `reset-${phone}-${Date.now()}@example.in`;
    const saved = await request.put(`${API}/api/v1/profile/`, {
      headers: { authorization: `Bearer ${token}` },
      data: { first_name: 'Meera', email },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    // Sign-in is by OTP only (no "Forgot password?" there); the reset form stays for links already sent.
    await page.goto('/login/');
    await expect(page.getByRole('textbox', { name: /mobile number/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /forgot password/i })).toHaveCount(0);
    await page.goto('/login/#forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(
        /^If an account has this email, we've sent a reset link to it and (a code|an OTP) to its phone\.$/,
      ),
    ).toBeVisible();

    const linkMail = await readOutbox(request, email, { kind: 'password_reset', channel: 'email' });
    const resetLink = linkMail.links['reset_password'];
    expect(resetLink).toMatch(/^\/user\/reset-password\/[A-Za-z0-9_-]+\/$/);
    const sms = await readOutbox(request, phone, { kind: 'password_reset', channel: 'sms' });
    const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
    expect(code).toBeTruthy();

    await page.goto(resetLink as string);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(`We sent it by SMS to +91 ******${phone.slice(-4)}.`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill('sunrise-over-goa');
    await page.getByLabel('Confirm new password', { exact: true }).fill('sunrise-over-go');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code as string);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();

    await page.getByLabel('Confirm new password', { exact: true }).fill('sunrise-over-goa');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your password is reset' })).toBeVisible();
    await expect(page.getByRole('button', { name: /account menu for meera/i })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a reset link that is unknown says it is invalid or has expired, with the way to ask again', async ({
    page,
  }) => {
    await page.goto('/user/reset-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This reset link is invalid or has expired' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Ask for a new reset link' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });
});
