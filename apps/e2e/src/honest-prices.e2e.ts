import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import {
  bookNowToItinerary,
  createItineraryByApi,
  fillGuest,
  payAtHotelByApi,
  payOnGateway,
  priceSummary,
  setupHotel,
  signInFromHeader,
  stay,
  totalPayable,
  walletBalance,
  type Stay,
} from './support/checkout-helpers';
import {
  confirmationLines,
  firstCardPrice,
  hotelPageBreakup,
  hotelPageTotal,
  itineraryLines,
  payNowAtGateway,
  type ShownLine,
} from './support/price-walk';
import { randomPhone } from './support/otp-inbox';

/**
 * Honest prices: the same stay and choice costs the same on the listing card, the hotel page, the
 * itinerary and the gateway, each screen says what its price includes, a struck price appears only for a real
 * saving, and every price summary adds up to its total. Walked through the screens as a guest (1 night, 1 room;
 * 3 nights, 2 rooms) and as a member with a coupon and points (2 nights, 1 room), on both mobile profiles.
 * Each walk's figures are written to dist/e2e/price-walks/ (the note quotes them).
 */

const NAV = { timeout: 20_000 };
/** Days of this suite, away from the other suites' (checkout 120-230, hotel 12-90, after-payment 30-70). */
const walkStay = (project: string, slot: number, nights: number) =>
  stay((project === 'iphone' ? 300 : 260) + slot * 5, nights);

interface Walk {
  readonly stay: string;
  readonly hotel: string;
  readonly card: { perNight: number; stay: number; struck: number | null };
  readonly hotelPage: { total: number; breakup: ShownLine[] };
  readonly itinerary: { lines: ShownLine[]; totalPayable: number };
  readonly gateway: number;
  readonly confirmation: { lines: ShownLine[] };
}

function record(project: string, name: string, walk: Walk) {
  const dir = join(__dirname, '../../../dist/e2e/price-walks');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${project}-${name}.json`), JSON.stringify(walk, null, 2));
  console.log(`price walk ${project} ${name}: ${JSON.stringify(walk)}`);
}

/** Listing card, hotel page, itinerary and gateway for one stay; they agree, and each summary adds up. */
async function walkToGateway(page: Page, dates: Stay, nights: number, roomconfig: string, label: string) {
  await page.goto(`/hotels-in-bengaluru/?checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=${roomconfig}`);
  const { card, price } = await firstCardPrice(page, nights);
  // The card says what its price is for: per night, taxes included, and the stay's total when longer than a night.
  await expect(card).toContainText(/per night.*taxes included|\/night.*incl\. taxes/);
  expect(price.perNight).toBe(Math.round(price.stay / nights));
  if (price.struck !== null) {
    // A struck price only with the saving that makes it: a coupon or a member price, named on the card.
    await expect(card).toContainText(/Coupon \w+ applied|Member price/);
    expect(price.struck).toBeGreaterThan(price.perNight);
  } else await expect(card).not.toContainText(/% off/);

  await card.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: price.name })).toBeVisible();
  const hotelPage = await hotelPageTotal(page);
  expect(hotelPage, `${label}: the hotel page opens with the card's stay price`).toBe(price.stay);
  const breakup = await hotelPageBreakup(page);
  expect(breakup.at(-1)?.amount, `${label}: the breakup's total is the hotel page's`).toBe(hotelPage);

  await bookNowToItinerary(page);
  const lines = await itineraryLines(page);
  const payable = await totalPayable(page);
  return { price, hotelPage, breakup, lines, payable };
}

test.describe('honest prices across the funnel', () => {
  test('a guest: 1 night 1 room, then 3 nights 2 rooms; card, hotel page, itinerary and gateway agree', async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    for (const [slot, nights, roomconfig] of [
      [0, 1, '1-0'],
      [1, 3, '2-0,1-1'],
    ] as const) {
      const dates = walkStay(info.project.name, slot, nights);
      const label = `${nights} night(s), rooms ${roomconfig}`;
      const walk = await walkToGateway(page, dates, nights, roomconfig, label);
      // Without points or an offer the itinerary's total is the hotel page's, and the gateway asks for it.
      expect(walk.payable, `${label}: the itinerary charges the hotel page's price`).toBe(walk.hotelPage);
      await fillGuest(page, { name: 'Ravi Kumar', mobile: randomPhone() });
      const gateway = await payNowAtGateway(page);
      expect(gateway.button).toBe(walk.payable);
      expect(gateway.amount, `${label}: the gateway asks for the itinerary's total`).toBe(walk.payable);
      await payOnGateway(page);
      await expect(page).toHaveURL(new RegExp(`/confirmation/${gateway.orderId}/`), NAV);
      const confirmation = await confirmationLines(page);
      expect(confirmation.find((line) => line.label === 'Total (taxes and fees included)')?.amount).toBe(
        walk.hotelPage,
      );
      record(info.project.name, `guest-${nights}n-${roomconfig.split(',').length}r`, {
        stay: `${dates.apiCheckin} to ${dates.apiCheckout}, ${roomconfig}`,
        hotel: walk.price.name,
        card: { perNight: walk.price.perNight, stay: walk.price.stay, struck: walk.price.struck },
        hotelPage: { total: walk.hotelPage, breakup: walk.breakup },
        itinerary: { lines: walk.lines, totalPayable: walk.payable },
        gateway: gateway.amount,
        confirmation: { lines: confirmation },
      });
    }
  });

  test('a member with a coupon and points: the same price on every screen, the points once, and the confirmation adds up', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const phone = randomPhone();
    const dates = walkStay(info.project.name, 2, 2);
    await page.goto('/');
    const token = await signInFromHeader(page, request, phone);
    // Setup through the API with the member's token: a pay-at-hotel stay elsewhere earns the member points.
    const earning = await createItineraryByApi(
      request,
      token,
      await setupHotel(request, 2),
      walkStay(info.project.name, 3, 1),
    );
    await payAtHotelByApi(request, token, earning, { name: 'Asha Rao', mobile: phone });
    expect(await walletBalance(request, token)).toBeGreaterThan(0);

    const walk = await walkToGateway(page, dates, 2, '2-0', 'member, 2 nights');
    expect(walk.payable).toBe(walk.hotelPage);
    // The member's price is struck against the price without the member discount (and the coupon, if any).
    expect(walk.price.struck).not.toBeNull();
    await expect(priceSummary(page).getByText('Member price')).toBeVisible();

    const usePoints = page.getByRole('switch', { name: 'Use wallet points' });
    await usePoints.click();
    await expect(usePoints).toBeChecked();
    await expect(priceSummary(page).getByText('Paid with points')).toBeVisible();
    const lines = await itineraryLines(page);
    // Points are listed once: as a way of paying after the price, never as a saving too (regression).
    expect(lines.filter((line) => /points|Discount/i.test(line.label))).toHaveLength(1);
    const stayTotal = lines.find((line) => line.label === 'Price with taxes and fees')?.amount;
    expect(stayTotal).toBe(walk.hotelPage);
    const payable = await totalPayable(page);
    expect(payable).toBeLessThan(walk.hotelPage);

    await fillGuest(page, { name: 'Asha Rao' });
    const gateway = await payNowAtGateway(page);
    expect(gateway.amount).toBe(payable);
    await payOnGateway(page);
    await expect(page).toHaveURL(new RegExp(`/confirmation/${gateway.orderId}/`), NAV);
    const confirmation = await confirmationLines(page);
    const at = (label: string) => confirmation.find((line) => line.label === label)?.amount;
    expect(at('Total (taxes and fees included)')).toBe(walk.hotelPage);
    expect(at('Paid in money')).toBe(payable);
    expect(at('Paid')).toBe(gateway.amount);
    record(info.project.name, 'member-2n-1r-points', {
      stay: `${dates.apiCheckin} to ${dates.apiCheckout}, 2-0`,
      hotel: walk.price.name,
      card: { perNight: walk.price.perNight, stay: walk.price.stay, struck: walk.price.struck },
      hotelPage: { total: walk.hotelPage, breakup: walk.breakup },
      itinerary: { lines, totalPayable: payable },
      gateway: gateway.amount,
      confirmation: { lines: confirmation },
    });
  });
});
