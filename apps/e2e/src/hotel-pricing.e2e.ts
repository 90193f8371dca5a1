import { expect, test } from './support/test';
import { API, signInAs } from './support/account-helpers';
import {
  bearer,
  bookNowLink,
  bookNowToItinerary,
  fillGuest,
  payOnGateway,
  priceSummary,
  stay,
  totalPayable,
} from './support/checkout-helpers';
import { randomPhone } from './support/otp-inbox';
import { confirmationLines, hotelPageTotal, itineraryLines, payNowAtGateway } from './support/price-walk';

/**
 * Docs/rules.md 6 and 7: a corporate user (a company saved in their profile) sees their company's rate on the
 * hotel page (the corporate-price call), the itinerary charges the same rate, the gateway asks for it and the
 * confirmation shows it, with its saving as one line of each summary.
 */

const NAV = { timeout: 20_000 };
/**
 * A week in three rooms: the guest gets the lower of the company's rate and the member price with the best
 * coupon, and the coupons' caps (₹1,000 to ₹1,200) make the company's 12% the lower one on a stay this size.
 */
const corporateStay = (project: string) => stay(project === 'iphone' ? 560 : 540, 7);
const ROOMS = '1-0,1-0,1-0';

test('a corporate user sees the corporate rate on the hotel page and the itinerary, and pays it', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const token = await signInAs(page, request, randomPhone());
  const profile = await request.put(`${API}/api/v1/profile/gstin/`, {
    headers: bearer(token),
    data: { company_name: 'Rao Traders', company_address: '4 Residency Road, Bengaluru', gstin: '29ABCDE1234F1ZW' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);

  const dates = corporateStay(info.project.name);
  await page.goto(
    `/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/?checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=${ROOMS}`,
  );
  const rooms = page.getByRole('list', { name: 'Room types' });
  const corporateSaving = /Your company's corporate rate: you save ₹/;
  await expect(rooms.getByText(corporateSaving).first()).toBeVisible();
  // A `has` locator is matched inside each article, so it starts from the page, not from the list.
  const room = rooms
    .locator('article[data-bookable]')
    .filter({ has: page.getByText(corporateSaving) })
    .first();
  await room.locator('input[type="radio"][value="EP"]').check();
  const hotelPage = await hotelPageTotal(page);

  // The corporate call and the checkout agree: the total on the page is the one the API quotes for the company.
  const quoted = await request.post(
    `${API}/api/athena/corporate-price/?hotel_ids=1042&applicable_from_date=${dates.apiCheckin}&applicable_to_date=${dates.apiCheckout}&roomconfig=${ROOMS}`,
    { headers: bearer(token) },
  );
  const prices = ((await quoted.json()) as { prices: { total: number }[] }).prices.map((p) => p.total);
  expect(prices).toContain(hotelPage);

  await bookNowToItinerary(page);
  const lines = await itineraryLines(page);
  expect(lines.some((line) => line.label === 'Corporate rate' && line.amount < 0)).toBe(true);
  expect(lines.some((line) => /^(Member price|Coupon)/.test(line.label))).toBe(false);
  expect(await totalPayable(page)).toBe(hotelPage);
  await expect(priceSummary(page).getByText('Corporate rate')).toBeVisible();

  await fillGuest(page, { name: 'Asha Rao' });
  const gateway = await payNowAtGateway(page);
  expect(gateway.amount).toBe(hotelPage);
  await payOnGateway(page);
  await expect(page).toHaveURL(new RegExp(`/confirmation/${gateway.orderId}/`), NAV);
  const confirmation = await confirmationLines(page);
  expect(confirmation.find((line) => line.label === 'Corporate rate')?.amount).toBeLessThan(0);
  expect(confirmation.find((line) => line.label === 'Paid')?.amount).toBe(hotelPage);
});

test("a hotel link with a coupon shows that coupon's price, the one the itinerary then charges", async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const dates = stay(info.project.name === 'iphone' ? 580 : 575, 2);
  const query = `checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=1-0`;
  await page.goto(`/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/?${query}&couponCode=nivaas10`);
  const rooms = page.getByRole('list', { name: 'Room types' });
  await expect(rooms.getByText(/Coupon NIVAAS10 applied: you save ₹/).first()).toBeVisible();
  const total = await hotelPageTotal(page);
  // The room prices call with that coupon prices the chosen plan at the same total.
  const prices = await request.get(
    `${API}/api/v5/pricing/hotels/1042/room-prices/?checkin=${dates.apiCheckin}&checkout=${dates.apiCheckout}&roomconfig=1-0&couponcode=NIVAAS10`,
  );
  const body = (await prices.json()) as {
    room_types: { coupon_code: string; rate_plans: { sellingPrice: number }[] }[];
  };
  expect(body.room_types.every((rt) => rt.coupon_code === 'NIVAAS10')).toBe(true);
  expect(body.room_types.flatMap((rt) => rt.rate_plans.map((p) => p.sellingPrice))).toContain(total);
  await bookNowLink(page).click();
  await expect(page).toHaveURL(/couponCode=NIVAAS10/);
  await itineraryLines(page);
  await expect(priceSummary(page).getByText('Coupon NIVAAS10')).toBeVisible();
  expect(await totalPayable(page)).toBe(total);
});
