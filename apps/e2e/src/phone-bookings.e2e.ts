import { expect, test } from './support/test';
import {
  fillGuest,
  gatewayOrderOf,
  guestMobile,
  payButton,
  paymentSection,
  payOnGateway,
  seriousViolations,
  setupHotel,
  stay,
} from './support/checkout-helpers';
import { randomPhone, readOtp } from './support/otp-inbox';

/**
 * Bookings belong to their phone, on both mobile profiles against the production builds and the real
 * API: a guest who is not signed in books with a new mobile number, follows the confirmation's "See all your
 * bookings" to sign in with that number (filled in), and finds the booking in the list and its details. Each
 * profile books its own stay (days 610 on, 660 on for iphone) with its own fresh number, so runs never collide.
 */

/** Navigations through the gateway poll the payment first: a few seconds on a busy machine. */
const NAV = { timeout: 20_000 };

test('given a guest booking with a new number, when they follow "See all your bookings" and sign in with it by OTP, then the booking is in their list and opens', async ({
  page,
  request,
}, info) => {
  const iphone = info.project.name === 'iphone';
  const hotelId = await setupHotel(request, iphone ? 5 : 4);
  const dates = stay(iphone ? 660 : 610, 2);
  const mobile = randomPhone();

  await page.goto(
    `/itinerary/?hotel_id=${hotelId}&checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=1-0&roomtype=common&rateplan=EP`,
  );
  await expect(payButton(page)).toBeEnabled();
  await fillGuest(page, { name: 'Kavya Menon', mobile });
  await expect(guestMobile(page)).toHaveValue(mobile);
  await paymentSection(page)
    .getByRole('radio', { name: /^Pay now/ })
    .check();
  await paymentSection(page).getByRole('radio', { name: 'UPI', exact: true }).check();
  await payButton(page).click();
  const { orderId } = await gatewayOrderOf(page);
  await payOnGateway(page);
  await expect(page).toHaveURL(new RegExp(`/confirmation/${orderId}/\\?t=`), NAV);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();

  const manage = page.getByRole('navigation', { name: 'Manage your booking' });
  const history = manage.getByRole('link', { name: 'See all your bookings' });
  await expect(history).toHaveAccessibleDescription(new RegExp(`Sign in with \\+91 ${mobile} by OTP`));
  expect(await seriousViolations(page)).toEqual([]);
  await history.click();

  await expect(page).toHaveURL(/\/login\/\?redirect=%2Faccount%2Fbooking-history%2F&phone=\d{10}$/);
  const number = page.getByRole('textbox', { name: /mobile number/i });
  await expect(number).toHaveValue(mobile);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /send otp/i }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await readOtp(request, mobile));

  await expect(page).toHaveURL(/\/account\/booking-history\/$/, NAV);
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Upcoming' }).locator(`a[href="/account/booking-history/${orderId}/"]`);
  await expect(card).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/account/booking-history/${orderId}/$`));
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Guest' })).toContainText('Kavya Menon');
  const actions = page.getByRole('region', { name: 'Manage your booking' });
  await expect(actions.getByRole('link', { name: 'Cancel booking' })).toHaveAttribute('href', /^\/c-/);
  expect(await seriousViolations(page)).toEqual([]);
});
