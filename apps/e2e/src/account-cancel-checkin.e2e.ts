import {
  devices,
  expect,
  recordCspViolations,
  test,
  type Browser,
  type CspViolation,
  type Page,
  type TestInfo,
} from './support/test';
import { accountStayOffset, bookViaApi, kolkataDay } from './support/account-helpers';
import { inr, seriousViolations } from './support/checkout-helpers';
import { readOutbox } from './support/outbox';
import { SHELL_ORIGIN } from './support/screens';

/**
 * Cancellation and web check-in on both profiles, against the real API: guest bookings
 * made through the API (the simulated gateway), their links read from the booking_confirmed SMS in the outbox and
 * opened in a fresh browser with no session, as a guest would from the message. Each profile uses its own days
 * (accountStayOffset) and, for the stay that starts tomorrow, its own hotel.
 */

/** This suite's slots of accountStayOffset (the other account suites use the lower ones). */
const SLOT = { refundable: 7, nonRefundable: 8, farOff: 9 } as const;
/** A Bengaluru hotel of the seed per profile for a stay from tomorrow (web check-in open). */
const tomorrowHotel = (info: TestInfo) => (info.project.name === 'iphone' ? 1004 : 1003);

/**
 * A fresh browser on the profile's device, holding only the link (no session, no storage). Its CSP violations go
 * to the test's own list, so they fail the test like the default page's.
 */
async function freshPage(browser: Browser, info: TestInfo, cspViolations: CspViolation[]): Promise<Page> {
  const device = devices[info.project.name === 'iphone' ? 'iPhone 14' : 'Pixel 7'];
  const context = await browser.newContext({ ...device, baseURL: SHELL_ORIGIN });
  await recordCspViolations(context, cspViolations);
  // The login-interrupt prompt has its own suite; here it would only cover the page.
  await context.addCookies([{ name: 'login_interrupt_viewed', value: '1', url: SHELL_ORIGIN }]);
  return context.newPage();
}

const stay = (info: TestInfo, slot: number) => {
  const offset = accountStayOffset(info, slot);
  return { checkin: kolkataDay(offset), checkout: kolkataDay(offset + 2) };
};

/** The value beside a term in a region's description list. */
const fact = (page: Page, region: string, term: string) =>
  page.getByRole('region', { name: region }).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('a refundable booking is cancelled from the link in its SMS, in a fresh browser: the refund is shown before confirming and made', async ({
  browser,
  request,
  cspViolations,
}, info) => {
  const booking = await bookViaApi(request, { ratePlan: 'EP', ...stay(info, SLOT.refundable) });
  const sms = await readOutbox(request, booking.mobile, { kind: 'booking_confirmed', orderId: booking.orderId });
  expect(sms.links['cancellation']).toMatch(/^\/c-[A-Za-z0-9_-]{22,64}\/$/);

  const page = await freshPage(browser, info, cspViolations);
  await page.goto(sms.links['cancellation'] as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your booking' })).toBeVisible();
  await expect(fact(page, 'Your booking', 'Booking ID')).toHaveText(booking.orderId);
  const refund = page.getByRole('region', { name: 'Your refund' });
  await expect(refund).toContainText('Free cancellation until');
  await expect(fact(page, 'Your refund', 'Refund if you cancel now')).toHaveText(inr(booking.amountPaid));
  for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('radio', { name: 'Change of plans' }).check();
  await page.getByRole('textbox', { name: /Anything you would like to tell us/ }).fill('Our trip moved');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(`You will get ${inr(booking.amountPaid)} back`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your booking has been cancelled' })).toContainText(
    'Cancelled',
  );
  await expect(fact(page, 'Your refund', 'Refunded')).toHaveText(inr(booking.amountPaid));
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The same link later: already cancelled, no form.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Why are you cancelling?' })).toHaveCount(0);
  await page.context().close();
});

test('a non-refundable booking says before confirming that nothing is refunded (₹0)', async ({
  browser,
  request,
  cspViolations,
}, info) => {
  const booking = await bookViaApi(request, { ratePlan: 'NRP', ...stay(info, SLOT.nonRefundable) });
  const sms = await readOutbox(request, booking.mobile, { kind: 'booking_confirmed', orderId: booking.orderId });
  const page = await freshPage(browser, info, cspViolations);
  await page.goto(sms.links['cancellation'] as string);
  const refund = page.getByRole('region', { name: 'Your refund' });
  await expect(refund).toContainText('This booking is non-refundable: no money is refunded');
  await expect(fact(page, 'Your refund', 'Refund if you cancel now')).toHaveText('₹0');
  await page.getByRole('radio', { name: 'Booked by mistake' }).check();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this booking?' })).toContainText(
    'No money is refunded for this booking.',
  );
  await page.getByRole('button', { name: 'Keep my booking' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your booking' })).toBeVisible();
  await page.context().close();
});

test('web check-in inside its window: names, ID and arrival from the link in the SMS, then checked in', async ({
  browser,
  request,
  cspViolations,
}, info) => {
  const booking = await bookViaApi(request, {
    hotelId: tomorrowHotel(info),
    checkin: kolkataDay(1),
    checkout: kolkataDay(2),
    roomconfig: '2-0',
  });
  const sms = await readOutbox(request, booking.mobile, { kind: 'booking_confirmed', orderId: booking.orderId });
  expect(sms.links['web_checkin']).toMatch(/^\/web-checkin\/[A-Za-z0-9_-]{22,64}\/$/);

  const page = await freshPage(browser, info, cspViolations);
  await page.goto(sms.links['web_checkin'] as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Web check-in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Lead guest’s name' })).toHaveValue('Asha Rao');
  expect(await seriousViolations(page)).toEqual([]);

  // Our messages first: nothing chosen for the ID or the arrival.
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Choose the ID type.')).toBeVisible();
  await expect(page.getByText('Choose when you expect to arrive.')).toBeVisible();

  await page.getByRole('button', { name: 'Add guest' }).click();
  await page.getByRole('textbox', { name: 'Guest 2 name' }).fill('Ravi Rao');
  await expect(page.getByRole('button', { name: 'Add guest' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Aadhaar' }).check();
  await page.getByRole('textbox', { name: 'Last 4 characters of the ID' }).pressSequentially('12ab');
  await expect(page.getByRole('textbox', { name: 'Last 4 characters of the ID' })).toHaveValue('12AB');
  const arrival = page.getByRole('combobox', { name: 'Expected arrival time' });
  const firstTime = (await arrival.locator('option:not([disabled])').first().getAttribute('value')) as string;
  await arrival.selectOption(firstTime);
  await page.getByRole('button', { name: 'Check in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'You’re checked in' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Checked in' })).toBeVisible();
  await expect(page.getByText('Aadhaar ending 12AB')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ravi Rao' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Opened again: still checked in, with Edit details.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re checked in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible();
  await page.context().close();
});

test('web check-in before its window says when it opens and has no form; a link that cannot be one says so', async ({
  browser,
  request,
  cspViolations,
}, info) => {
  const booking = await bookViaApi(request, stay(info, SLOT.farOff));
  const sms = await readOutbox(request, booking.mobile, { kind: 'booking_confirmed', orderId: booking.orderId });
  const page = await freshPage(browser, info, cspViolations);
  await page.goto(sms.links['web_checkin'] as string);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Web check-in opens on \w{3}, \d{1,2} \w{3}, / }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/c-not-a-real-link/');
  await expect(page.getByRole('heading', { level: 1, name: 'This cancellation link is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See My bookings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});
