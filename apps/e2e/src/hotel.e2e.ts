import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { axeBuilder } from './support/axe';
import { randomPhone, readOtp } from './support/otp-inbox';
import { API, rupees, stay } from './support/checkout-helpers';

/**
 * The hotel details page, on both mobile profiles against the seeded API: from the listing to a
 * hotel with dates and two rooms, room types in SPEC order with stay prices including taxes, the price
 * breakup's total equal to the bar's, a rate plan switch that the URL keeps through a reload, Book to
 * /itinerary/ with the checkout query; a sold-out stay with its alternatives; the member price for a
 * signed-out visitor and the sign-in that keeps the choice; axe on the page, the gallery and the breakup.
 */

/** docs/rules.md 3: room types in this order. The seeded names carry the type's name first. */
const SPEC_ORDER = ['common', 'acacia', 'oak', 'maple', 'mahogany'];
const typeOf = (roomName: string) => SPEC_ORDER.find((type) => roomName.toLowerCase().startsWith(type)) ?? roomName;
const specRank = (roomName: string) => SPEC_ORDER.indexOf(typeOf(roomName));

const roomList = (page: Page) => page.getByRole('list', { name: 'Room types' });
const bar = (page: Page) => page.getByRole('region', { name: 'Your choice' });

/** The text that describes a control (its aria-describedby): a rate plan's stay total, savings, member price. */
const described = (control: Locator) =>
  control.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
  });

/** A rate plan's price for the whole stay, from its description ("₹4,480 for 2 nights, ..."). */
const stayTotalOf = async (plan: Locator) =>
  rupees(/₹[\d,]+(?= for \d+ nights?)/.exec(await described(plan))?.[0] ?? null);

async function barTotal(page: Page): Promise<number> {
  return rupees(
    await bar(page)
      .getByText(/^Total ₹/)
      .innerText(),
  );
}

/** Serious and critical axe findings inside `selector` (the whole page by default), as readable lines. */
async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = axeBuilder(page);
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The hotel's own page is shown: its name as the page heading and its rooms (or sold out) once priced. */
async function expectHotelPage(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(roomList(page)).toBeVisible();
}

async function hotelDetails(request: APIRequestContext, hotelId: number) {
  const response = await request.get(`${API}/api/v1/hotels/${hotelId}/`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    name: string;
    address: { landmarks: { name: string; slug: string }[] };
    room_types: { byId: Record<string, { type: string; room_count: number }>; ids: string[] };
  };
}

/**
 * Books every room of every room type of a hotel for a stay through the API, as guests paying online would:
 * each booking holds its rooms while the payment is pending (the API's pending holds), which is what makes
 * the stay sold out for everyone else. Up to 10 rooms per booking (the contract's room config limit).
 */
async function bookOut(
  request: APIRequestContext,
  hotelId: number,
  dates: { apiCheckin: string; apiCheckout: string },
) {
  const prices = await request.get(
    `${API}/api/v5/pricing/hotels/${hotelId}/room-prices/?checkin=${dates.apiCheckin}&checkout=${dates.apiCheckout}&roomconfig=1-0`,
  );
  expect(prices.ok()).toBe(true);
  const { room_types: roomTypes } = (await prices.json()) as { room_types: { room_type: string; available: number }[] };
  for (const roomType of roomTypes) {
    let left = roomType.available;
    while (left > 0) {
      const rooms = Math.min(10, left);
      const itinerary = await request.post(`${API}/api/v1/checkout/itinerary/`, {
        data: {
          hotel_id: hotelId,
          room_type: roomType.room_type,
          rate_plan: 'EP',
          checkin: dates.apiCheckin,
          checkout: dates.apiCheckout,
          roomconfig: Array.from({ length: rooms }, () => '1-0').join(','),
          channel: 'msite',
        },
      });
      expect(itinerary.status(), await itinerary.text()).toBe(201);
      const { bid, price } = (await itinerary.json()) as {
        bid: string;
        price: { selected_rate_plan: { price: { net_payable_amount: number } } };
      };
      const paid = await request.post(`${API}/api/v1/checkout/itinerary/${bid}/pay-now/`, {
        headers: { 'idempotency-key': `e2e-${bid}-${left}` },
        data: {
          guest: { name: 'Group Booking', mobile: randomPhone() },
          expected_amount: price.selected_rate_plan.price.net_payable_amount,
        },
      });
      expect(paid.ok(), await paid.text()).toBe(true);
      left -= rooms;
    }
  }
}

/** A Bengaluru hotel other suites leave alone: the n-th of the city's search. */
async function bengaluruHotel(request: APIRequestContext, n: number): Promise<{ id: number; name: string }> {
  const response = await request.get(`${API}/api/v1/search/hotels/?city=bengaluru`);
  expect(response.ok()).toBe(true);
  const { hotels } = (await response.json()) as { hotels: { id: number; name: string }[] };
  const hotel = hotels.filter((h) => h.id !== 1042)[n];
  expect(hotel).toBeDefined();
  return hotel!;
}

test.describe('hotel details', () => {
  test('from the listing with 2 rooms: rooms in order, breakup equals the bar, a plan switch survives reload, Book carries the checkout query', async ({
    page,
    request,
  }) => {
    const dates = stay(12, 2);
    await page.goto(`/hotels-in-bengaluru/?checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=2-0,1-0`);
    const cards = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
    const card = cards.filter({ hasText: '₹' }).first();
    const link = card.getByRole('heading', { level: 2 }).getByRole('link');
    const name = await link.innerText();
    await link.click();
    await expectHotelPage(page, name);
    await expect(page).toHaveURL(/\/hotels-in-bengaluru\/[a-z0-9-]+-\d+\/\?/);
    const hotelId = Number(/-(\d+)\/\?/.exec(page.url())?.[1]);

    // Room types in SPEC order: the bookable ones first, then sold-out or too small ones, each group in order.
    const rooms = roomList(page).getByRole('article');
    await expect(rooms.first()).toBeVisible();
    const bookable = await roomList(page)
      .locator('article[data-bookable]')
      .getByRole('heading', { level: 3 })
      .allInnerTexts();
    const others = await roomList(page)
      .locator('article:not([data-bookable])')
      .getByRole('heading', { level: 3 })
      .allInnerTexts();
    const all = await rooms.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(bookable.length).toBeGreaterThan(0);
    expect(all).toEqual([...bookable, ...others]);
    for (const group of [bookable, others]) {
      const ranks = group.map(specRank);
      expect(ranks.every((r) => r >= 0)).toBe(true);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }

    // Prices for the stay, taxes and fees included from the first price shown.
    const chosen = roomList(page).getByRole('radio', { checked: true });
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toHaveAccessibleDescription(/₹[\d,]+ for 2 nights, 2 rooms, incl\. taxes & fees/);
    const chosenStay = await stayTotalOf(chosen);
    expect(await barTotal(page)).toBe(chosenStay);
    await expect(bar(page)).toContainText('2 nights, 2 rooms, incl. taxes & fees');

    // What follows the rooms arrives as the visitor scrolls to it; then the whole page passes axe, and the
    // full-screen gallery too.
    const needToKnow = page.getByRole('region', { name: 'Need to know' });
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(needToKnow).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 2, name: 'Hotel policies' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^View (all )?\d+ photos?$/ }).click();
    const gallery = page.getByRole('dialog', { name: `Photos of ${name}` });
    await expect(gallery).toBeVisible();
    await expect(gallery.getByRole('figure').first()).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();

    // The price breakup's total is the bar's total.
    await bar(page).getByRole('button', { name: 'View price breakup' }).click();
    const breakup = page.getByRole('dialog', { name: 'Price breakup' });
    await expect(breakup).toBeVisible();
    const total = breakup.getByRole('row', { name: /Total for your stay/ });
    expect(rupees(await total.innerText())).toBe(await barTotal(page));
    await expect(breakup.getByRole('row', { name: /× 2 rooms/ })).toHaveCount(2);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await breakup.getByRole('button', { name: 'Close' }).click();
    await expect(breakup).toBeHidden();

    // Switch the rate plan: the URL and the bar follow, and a reload keeps the choice.
    const firstRoom = roomList(page).locator('article[data-bookable]').first();
    const roomName = await firstRoom.getByRole('heading', { level: 3 }).innerText();
    // The plan not chosen yet, pinned by its code (a checked: false query would move once it is checked).
    const planCode =
      (await firstRoom.getByRole('radio', { checked: false, disabled: false }).first().getAttribute('value')) ?? '';
    const other = firstRoom.locator(`input[type="radio"][value="${planCode}"]`);
    const planName =
      (await other.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.querySelector('span')?.textContent)) ??
      '';
    await other.check();
    await expect(page).toHaveURL(new RegExp(`roomtype=${typeOf(roomName)}&rateplan=${planCode}`));
    await expect(other).toBeChecked();
    const newStay = await stayTotalOf(other);
    await expect.poll(() => barTotal(page)).toBe(newStay);
    await page.reload();
    await expectHotelPage(page, name);
    await expect(
      roomList(page)
        .locator('article[data-bookable]')
        .first()
        .getByRole('radio', { name: new RegExp(`^${planName}`) }),
    ).toBeChecked();
    expect(await barTotal(page)).toBe(newStay);

    // A visitor who searched a landmark: its distance shows, and it goes to checkout with everything else.
    const landmark = (await hotelDetails(request, hotelId)).address.landmarks[0]!;
    await page.goto(`${page.url()}&q=${encodeURIComponent(landmark.name)}&landmark=${landmark.slug}`);
    await expectHotelPage(page, name);
    await expect(page.getByText(`km from ${landmark.name}`)).toBeVisible();
    await bar(page).getByRole('button', { name: 'View price breakup' }).click();
    const coupon = /Coupon ([A-Z0-9_-]+)/.exec(
      await page.getByRole('dialog', { name: 'Price breakup' }).innerText(),
    )?.[1];
    await page.keyboard.press('Escape');
    await bar(page)
      .getByRole('link', { name: new RegExp(`^Book now: ${roomName.replace(/[()]/g, '\\$&')}`) })
      .click();
    await expect(page).toHaveURL(/\/itinerary\/\?/);
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({
      q: landmark.name,
      landmark: landmark.slug,
      locality: expect.any(String),
      city: 'Bengaluru',
      state: 'Karnataka',
      step: '3',
      lat: expect.stringMatching(/^\d+\.\d+$/),
      lng: expect.stringMatching(/^\d+\.\d+$/),
      hotel_id: String(hotelId),
      checkin: dates.checkin,
      checkout: dates.checkout,
      roomconfig: '2-0,1-0',
      roomtype: typeOf(roomName),
      rateplan: planCode,
    });
    if (coupon) expect(query['couponCode']).toBe(coupon);
    else expect(query['couponCode']).toBeUndefined();
  });

  test('a sold-out stay says so and offers other dates here and hotels nearby, which have rooms', async ({
    page,
    request,
  }, testInfo) => {
    // Each profile books a hotel out on its own dates, far from the dates other suites use.
    const android = testInfo.project.name === 'android';
    const dates = stay(android ? 70 : 80, 1);
    const hotel = await bengaluruHotel(request, android ? 7 : 8);
    await bookOut(request, hotel.id, dates);
    await page.goto(
      `/hotels-in-bengaluru/hotel-${hotel.id}/?checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=1-0`,
    );
    await expectHotelPage(page, hotel.name);
    const soldOut = page.getByRole('region', { name: 'Sold out for your dates' });
    await expect(soldOut).toBeVisible();
    await expect(soldOut).toContainText('No room here can be booked');
    await expect(bar(page).getByRole('button', { name: 'Book now' })).toBeDisabled();
    const group = (heading: string) => soldOut.getByRole('heading', { level: 3, name: heading }).locator('..');
    const otherDates = group('Nearest dates with rooms here').getByRole('link');
    await expect(otherDates.first()).toBeVisible();
    await expect(soldOut.getByRole('heading', { name: 'Hotels nearby with rooms for your dates' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A nearby hotel opens with the same stay.
    const nearby = soldOut
      .getByRole('heading', { name: 'Hotels nearby with rooms for your dates' })
      .locator('..')
      .getByRole('link')
      .first();
    const nearbyName = await nearby.innerText();
    await expect(nearby).toHaveAttribute(
      'href',
      new RegExp(`checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=1-0`),
    );

    // Other dates at this hotel have rooms.
    await otherDates.first().click();
    await expectHotelPage(page, hotel.name);
    await expect(page.getByRole('region', { name: 'Sold out for your dates' })).toBeHidden();
    await expect(bar(page).getByRole('link', { name: /^Book now/ })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('checkin')).not.toBe(dates.checkin);

    await page.goBack();
    await expectHotelPage(page, hotel.name);
    await page.getByRole('region', { name: 'Sold out for your dates' }).getByRole('link', { name: nearbyName }).click();
    await expectHotelPage(page, nearbyName);
    await expect(bar(page).getByRole('link', { name: /^Book now/ })).toBeVisible();
  });

  test('a signed-out visitor sees the member price; signing in keeps the room choice and applies it', async ({
    page,
    request,
  }) => {
    const dates = stay(15, 1);
    await page.goto(
      `/hotels-in-bengaluru/hotel-1042/?checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=2-0`,
    );
    await expectHotelPage(page, /./);
    const firstRoom = roomList(page).locator('article[data-bookable]').first();
    // The plan not chosen by default (choosing the default would not change the URL).
    const code =
      (await firstRoom.getByRole('radio', { checked: false, disabled: false }).first().getAttribute('value')) ?? '';
    const plan = firstRoom.locator(`input[type="radio"][value="${code}"]`);
    await plan.check();
    await expect(page).toHaveURL(/roomtype=[a-z]+&rateplan=[A-Z]+/);
    const choice = new URL(page.url()).search;
    await expect(plan).toHaveAccessibleDescription(/Members pay ₹[\d,]+ for this stay/);
    const memberPrice = rupees(/Members pay (₹[\d,]+)/.exec(await described(plan))?.[1] ?? null);
    const before = await barTotal(page);
    expect(memberPrice).toBeLessThan(before);

    await firstRoom.getByRole('button', { name: 'Sign in for the member price' }).click();
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await expect(login).toBeVisible();
    const phone = randomPhone();
    await login.getByLabel(/mobile number/i).fill(phone);
    await login.getByRole('button', { name: /send otp/i }).click();
    await login.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await readOtp(request, phone));
    await expect(login).toBeHidden();

    // Same page, same choice, now at the member price: the prices reloaded with the session.
    expect(new URL(page.url()).search).toBe(choice);
    await expect(plan).toBeChecked();
    await expect(plan).toHaveAccessibleDescription(/Member price: you save ₹[\d,]+/);
    await expect(plan).not.toHaveAccessibleDescription(/Members pay/);
    await expect.poll(() => barTotal(page)).toBeLessThan(before);
  });
});
