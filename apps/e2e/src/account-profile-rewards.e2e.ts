import { expect, test, type Page } from './support/test';
import { accountStayOffset, API, bookViaApi, kolkataDay } from './support/account-helpers';
import { bearer, seriousViolations, signInFromHeader } from './support/checkout-helpers';
import { randomPhone } from './support/otp-inbox';
import { SHELL_ORIGIN } from './support/screens';

/**
 * Profile and rewards on the production builds against the real API, on both mobile
 * profiles: a fresh member edits the profile (our validation keeps what was typed) and the header shows the new
 * name without a reload; points earned on a booking are in the statement and are reversed when it is cancelled,
 * the balance never below 0; the rewards information page shows the ladder and FAQ. axe on each screen.
 * Every test uses its own fresh phone (the two profiles share one database).
 */

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('a member edits the profile: our messages keep what was typed, then it is saved, shown, and in the header', async ({
  page,
  request,
}) => {
  const phone = randomPhone();
  await page.goto(`${SHELL_ORIGIN}/`);
  await signInFromHeader(page, request, phone);

  await page.goto(`${SHELL_ORIGIN}/my-profile/`);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal details' });
  await expect(personal).toContainText(`+91 ${phone}`);
  await expectNoSeriousViolations(page);

  await personal.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect(field(page, 'Mobile number')).toHaveValue(`+91 ${phone}`);
  await expect(page.getByRole('switch', { name: 'WhatsApp updates' })).toHaveAttribute('aria-checked', 'false');

  await field(page, 'First name').fill('Meera');
  await field(page, /Last name/).fill('Iyer');
  await field(page, /Email/).fill('meera@example');
  await field(page, 'GSTIN').fill('27aapfu0939f1z');
  await field(page, 'Company name').fill('Iyer Traders');
  await field(page, 'Company address').fill('12 MG Road, Pune');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(field(page, /Email/)).toHaveAccessibleDescription('Enter an email address like name@example.com');
  await expect(field(page, 'GSTIN')).toHaveAccessibleDescription(/Enter a valid GSTIN/);
  await expect(field(page, /Email/)).toBeFocused();
  // Nothing typed is lost; the GSTIN is kept in capitals.
  await expect(field(page, 'First name')).toHaveValue('Meera');
  await expect(field(page, 'GSTIN')).toHaveValue('27AAPFU0939F1Z');
  await expect(field(page, 'Company address')).toHaveValue('12 MG Road, Pune');
  await expectNoSeriousViolations(page);

  const email = `meera.${phone}@example.in`;
  await field(page, /Email/).fill(email);
  await field(page, 'GSTIN').fill('27AAPFU0939F1ZV');
  await page.getByRole('switch', { name: 'WhatsApp updates' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(`${SHELL_ORIGIN}/my-profile/`);
  await expect(page.getByText('Your profile is saved')).toBeVisible();
  const saved = page.getByRole('region', { name: 'Personal details' });
  await expect(saved).toContainText('Meera Iyer');
  await expect(saved).toContainText(email);
  await expect(saved.getByText('WhatsApp updates').locator('xpath=following-sibling::dd[1]')).toHaveText('On');
  const gst = page.getByRole('region', { name: 'GST details' });
  await expect(gst).toContainText('27AAPFU0939F1ZV');
  await expect(gst).toContainText('Iyer Traders');
  // The header took the new name from the session, without a reload.
  await expect(page.getByRole('button', { name: 'Account menu for Meera' })).toBeVisible();
});

test('rewards after a booking and after its cancellation: earned, then reversed, the balance never below 0', async ({
  page,
  request,
}, testInfo) => {
  const phone = randomPhone();
  // Signed in on the site first and its session used for the API set-up: an apiSignIn before it would leave its
  // used code in the development inbox, and the site's sign-in could read that code before the new one arrives.
  await page.goto(`${SHELL_ORIGIN}/`);
  const token = await signInFromHeader(page, request, phone);
  const offset = accountStayOffset(testInfo, 8);
  const booking = await bookViaApi(request, { token, checkin: kolkataDay(offset), checkout: kolkataDay(offset + 2) });

  // The API credits points when the booking is confirmed (creditPoints on the gateway's callback): read the entry.
  const statements = await request.get(`${API}/api/v1/wallet/statements/`, { headers: bearer(token) });
  expect(statements.ok()).toBe(true);
  const { statements: lines } = (await statements.json()) as {
    statements: { amount: number; type: string; order_id: string | null }[];
  };
  const earned = lines.find((line) => line.type === 'credit' && line.order_id === booking.orderId)?.amount ?? 0;
  expect(earned).toBeGreaterThan(0);

  await page.goto(`${SHELL_ORIGIN}/rewards/`);
  const balance = page.getByRole('region', { name: 'Points balance' });
  await expect(balance).toContainText(`${earned} ${earned === 1 ? 'point' : 'points'}`);
  await expect(page.getByRole('region', { name: 'Silver member' })).toContainText('more nights to Gold');
  const statement = page.getByRole('list', { name: 'Points statement' });
  const credit = statement.getByRole('listitem').filter({ hasText: `Points earned on booking ${booking.orderId}` });
  await expect(credit).toContainText(`${earned} points in`);
  await expect(credit.getByRole('link', { name: `Booking ${booking.orderId}` })).toHaveAttribute(
    'href',
    `/account/booking-history/${booking.orderId}/`,
  );
  await expectNoSeriousViolations(page);

  // Cancelled through the API with the booking's hash (this skips the cancellation screen: another suite covers it).
  const detail = await request.get(`${API}/api/v1/booking/${booking.orderId}/`, { headers: bearer(token) });
  expect(detail.ok()).toBe(true);
  const { cancel_hash: hash } = (await detail.json()) as { cancel_hash: string };
  const cancelled = await request.post(`${API}/api/growth/cancellation/cancel-booking/`, {
    data: { order_id: booking.orderId, cancellation_hash: hash, cancellation_reason: 'change_of_plans' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  await page.reload();
  const reversal = page
    .getByRole('list', { name: 'Points statement' })
    .getByRole('listitem')
    .filter({ hasText: `Cancelled booking ${booking.orderId}` });
  await expect(reversal).toContainText(`${earned} points out`);
  await expect(page.getByRole('region', { name: 'Points balance' })).toContainText('0 points');
  await expect(page.getByRole('region', { name: 'Points balance' })).not.toContainText('−');
  await expectNoSeriousViolations(page);
});

test('introducing rewards (no login) shows the tier ladder and the FAQ', async ({ page }) => {
  await page.goto(`${SHELL_ORIGIN}/introducing-rewards/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Benefits by tier' });
  await expect(table.getByRole('columnheader')).toHaveText(['Benefit', 'Silver', 'Gold', 'Platinum']);
  await expect(table.getByRole('row', { name: /Free breakfast/ })).toContainText('Included');
  const question = page.getByRole('button', { name: 'How many points do I earn?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('5% of the room tariff of each confirmed stay.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to join' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
