import { randomUUID } from 'node:crypto';
import { expect, recordCspViolations, test, type APIRequestContext, type Page, type TestInfo } from './support/test';
import { axeBuilder } from './support/axe';
import { E2E_PORTS } from './support/e2e-ports';
import { randomPhone } from './support/otp-inbox';
import { SHELL_ORIGIN } from './support/screens';

/**
 * After payment on the production builds against the real API: a booking made through
 * the API is paid on the simulated gateway's page, the payment page polls and hands over to the confirmation;
 * the token link opens it in a fresh browser and nothing without it; a declined payment returns to the
 * itinerary with the choice; a part-pay balance is paid from the confirmation's "Pay balance".
 */

const API = `http://localhost:${E2E_PORTS.api}`;
type Mode = 'pay-now' | 'part-pay';

/** Each profile books its own days (the two share one database). */
const dayOffset = (info: TestInfo, slot: number) => (info.project.name === 'iphone' ? 60 : 30) + slot * 3;

const isoDay = (offset: number) => {
  const day = new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000);
  return day.toISOString().slice(0, 10);
};

interface Booking {
  readonly orderId: string;
  readonly token: string;
  readonly checkoutUrl: string;
  readonly bid: string;
}

/** An itinerary for hotel 1001 and a pay call for the amount it shows, as the itinerary page would make it. */
async function book(request: APIRequestContext, mode: Mode, offset: number): Promise<Booking> {
  const created = await request.post(`${API}/api/v1/checkout/itinerary/`, {
    data: {
      hotel_id: 1001,
      room_type: 'common',
      rate_plan: 'EP',
      checkin: isoDay(offset),
      checkout: isoDay(offset + 2),
      roomconfig: '1-0',
    },
  });
  expect(created.ok()).toBe(true);
  const itinerary = (await created.json()) as {
    bid: string;
    part_pay_amount: number;
    price: { selected_rate_plan: { price: { net_payable_amount: number } } };
  };
  const expected =
    mode === 'part-pay' ? itinerary.part_pay_amount : itinerary.price.selected_rate_plan.price.net_payable_amount;
  const paid = await request.post(`${API}/api/v1/checkout/itinerary/${itinerary.bid}/${mode}/`, {
    headers: { 'idempotency-key': `e2e-${randomUUID()}` },
    data: {
      guest: { name: 'Asha Rao', mobile: randomPhone(), email: 'asha@example.in' },
      method: 'upi',
      expected_amount: expected,
    },
  });
  expect(paid.ok()).toBe(true);
  const body = (await paid.json()) as {
    order_id: string;
    confirmation_token: string;
    gateway_order: { checkout_url: string } | null;
  };
  expect(body.gateway_order).not.toBeNull();
  return {
    orderId: body.order_id,
    token: body.confirmation_token,
    checkoutUrl: body.gateway_order?.checkout_url ?? '',
    bid: itinerary.bid,
  };
}

/** On the simulated gateway's page (through the site's /api proxy): pay by UPI. */
async function payByUpi(page: Page) {
  await page.getByLabel('UPI ID').fill('asha@okbank');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

async function expectAccessible(page: Page) {
  const { violations } = await axeBuilder(page).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('pay now: the payment page confirms, the confirmation shows the booking; its token link opens it in a fresh browser, nothing else does', async ({
  page,
  request,
  browser,
  cspViolations,
}, info) => {
  const booking = await book(request, 'pay-now', dayOffset(info, 0));
  await page.goto(booking.checkoutUrl);
  await payByUpi(page);
  await expect(page).toHaveURL(new RegExp(`/confirmation/${booking.orderId}/\\?t=${booking.token}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByText(booking.orderId, { exact: true })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByText('Total (taxes and fees included)')).toBeVisible();
  await expect(page.getByRole('link', { name: /in maps/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expectAccessible(page);

  // A fresh browser (no session, no storage) that has only the link, as a guest opening it from the message.
  const fresh = await browser.newContext({ baseURL: SHELL_ORIGIN, viewport: page.viewportSize() });
  await recordCspViolations(fresh, cspViolations);
  await fresh.addCookies([{ name: 'login_interrupt_viewed', value: '1', url: SHELL_ORIGIN }]);
  const other = await fresh.newPage();
  await other.goto(`/confirmation/${booking.orderId}/?t=${booking.token}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await other.goto(`/confirmation/${booking.orderId}/`);
  await expect(other.getByRole('heading', { level: 1, name: 'We could not find this booking' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'See your bookings' })).toBeVisible();
  await fresh.close();
});

test('a declined payment returns to the itinerary with the choice and payment_failed', async ({
  page,
  request,
}, info) => {
  const booking = await book(request, 'pay-now', dayOffset(info, 1));
  await page.goto(booking.checkoutUrl);
  await page.getByRole('button', { name: 'Simulate a declined payment' }).click();
  await expect(page).toHaveURL(/\/itinerary\/\?/);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    bid: booking.bid,
    hotel_id: '1001',
    roomtype: 'common',
    rateplan: 'EP',
    payment_failed: 'declined',
    mode: 'pay_now',
    method: 'upi',
  });
  expect(query.get('checkin')).toMatch(/^\d{2}-\d{2}-\d{4}$/);

  // Regression: what happened is in view on arrival (it was 1,800 px below), announced, with its next step.
  const notice = page.getByRole('region', { name: 'Your booking is not confirmed yet' });
  await expect(notice.getByRole('alert')).toContainText('Your payment was declined. Nothing was charged.');
  const inView = async () => {
    const box = await notice.boundingBox();
    const viewport = page.viewportSize();
    return !!box && !!viewport && box.y >= 0 && box.y + box.height <= viewport.height;
  };
  expect(await inView(), 'the message is within the viewport on arrival').toBe(true);
  const pay = page.getByRole('region', { name: 'Payment', exact: true }).getByRole('button', { name: /^Pay ₹/ });
  await expect(pay).toBeEnabled();
  // Still in view once the itinerary below it is drawn, now with Try again beside it.
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await inView(), 'the message and its actions are within the viewport once the page is drawn').toBe(true);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(pay).toBeFocused();
  await expect(pay).toBeInViewport();
  await expectAccessible(page);
});

test('part pay: the confirmation shows the balance, and "Pay balance" pays it through the gateway', async ({
  page,
  request,
}, info) => {
  const booking = await book(request, 'part-pay', dayOffset(info, 2));
  await page.goto(booking.checkoutUrl);
  await payByUpi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByText('Confirmed, balance to pay')).toBeVisible();
  const balance = page.getByRole('region', { name: 'Pay the balance' });
  await expectAccessible(page);
  await balance.getByRole('button', { name: /^Pay balance ₹/ }).click();
  await payByUpi(page);
  await expect(page).toHaveURL(new RegExp(`/confirmation/${booking.orderId}/`));
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pay the balance' })).toHaveCount(0);
});
