import { expect, test, type Page } from './support/test';
import { accountStayOffset, API, apiSignIn, bookViaApi, kolkataDay } from './support/account-helpers';
import { seriousViolations, signInFromHeader } from './support/checkout-helpers';
import { E2E_PORTS } from './support/e2e-ports';
import { randomPhone, readOtp } from './support/otp-inbox';

/**
 * Booking history and a booking's details on the production builds against the real API, on
 * both mobile profiles (one database per run: each profile books its own days and asserts only its own booking
 * and the member's seeded past stays, never counts). Member 9000000003 has two seeded past stays (hotels 1001
 * and 1002).
 */

const MEMBER = '9000000003';
/** This suite's slot of the account days (accountStayOffset): far-off stays of its own. */
const SLOT = 7;

interface HistoryItem {
  readonly order_id: string;
  readonly hotel_name: string;
  readonly hotel_detail: { readonly hotel_id: number };
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'login_interrupt_viewed', value: '1', url: `http://localhost:${E2E_PORTS.shell}` },
  ]);
});

const detailLink = (page: Page, orderId: string) => page.locator(`a[href="/account/booking-history/${orderId}/"]`);

/** The card of a booking in a list, showing more of that list until it is there (other suites book too). */
async function findCard(page: Page, region: string, orderId: string) {
  const list = page.getByRole('region', { name: region });
  const link = list.locator(`a[href="/account/booking-history/${orderId}/"]`);
  const more = list.getByRole('button', { name: /show more/i });
  for (let i = 0; i < 10 && !(await link.isVisible()); i += 1) {
    if (!(await more.isVisible())) break;
    await more.click();
    await expect(more.or(link).first()).toBeVisible();
  }
  await expect(link).toBeVisible();
  return link;
}

test.describe('booking history and details', () => {
  test('given a member with an upcoming booking and past stays, when opening My bookings, then both lists and the details with actions', async ({
    page,
    request,
  }, info) => {
    const token = await apiSignIn(request, MEMBER);
    const offset = accountStayOffset(info, SLOT);
    const booking = await bookViaApi(request, {
      token,
      hotelId: 1001,
      checkin: kolkataDay(offset),
      checkout: kolkataDay(offset + 2),
      guest: { name: 'Asha Rao', mobile: MEMBER, email: 'asha@example.in' },
    });
    const history = await request.post(`${API}/api/v1/booking/booking-history/`, {
      headers: { authorization: `Bearer ${token}` },
      data: { page: 1, limit: 50, list: 'previous' },
    });
    const seeded = ((await history.json()) as { context: { previous: HistoryItem[] } }).context.previous.filter(
      (b) => b.hotel_detail.hotel_id === 1001 || b.hotel_detail.hotel_id === 1002,
    );
    expect(seeded.length).toBeGreaterThanOrEqual(2);

    await page.goto('/');
    await signInFromHeader(page, request, MEMBER);
    await page.getByRole('button', { name: /account menu/i }).click();
    // The account menu's link and the header's own lead to the same list.
    await page.getByRole('link', { name: 'My bookings' }).first().click();
    await expect(page).toHaveURL(/\/account\/booking-history\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();

    const card = await findCard(page, 'Upcoming', booking.orderId);
    for (const past of seeded.slice(0, 2)) await findCard(page, 'Past', past.order_id);
    expect(await seriousViolations(page)).toEqual([]);

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/account/booking-history/${booking.orderId}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(booking.orderId, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your stay' })).toContainText('2 nights');
    await expect(page.getByRole('region', { name: 'Guest' })).toContainText('Asha Rao');
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('Total with taxes and fees');
    await expect(payment).toContainText(`₹${booking.amountPaid.toLocaleString('en-IN')}`);
    const actions = page.getByRole('region', { name: 'Manage your booking' });
    await expect(actions.getByRole('link', { name: 'Cancel booking' })).toHaveAttribute('href', /^\/c-/);
    await expect(actions.getByRole('link', { name: 'Web check-in' })).toHaveAttribute('href', /^\/web-checkin\//);
    await expect(actions.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    );
    await expect(actions.getByRole('link', { name: 'Pay the balance' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'My bookings' }).first().click();
    await expect(detailLink(page, booking.orderId)).toBeVisible();
  });

  test('given a visitor who is not signed in, when opening booking history, then login with the redirect, and back to the list once signed in', async ({
    page,
    request,
  }) => {
    await page.goto('/account/booking-history/');
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Faccount%2Fbooking-history%2F$/);
    const phone = randomPhone();
    await page.getByLabel(/mobile number/i).fill(phone);
    await page.getByRole('button', { name: /send otp/i }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await readOtp(request, phone));
    await expect(page).toHaveURL(/\/account\/booking-history\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No upcoming stays' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a hotel' })).toHaveAttribute('href', '/');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
