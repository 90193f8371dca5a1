import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from './test';
import { animationsSettled, axeBuilder } from './axe';
import { E2E_PORTS } from './e2e-ports';
import { otpStamp, readOtp } from './otp-inbox';

/** The API itself (setup and checks the tests say they make through the API); the browser goes through the shell. */
export const API = `http://localhost:${E2E_PORTS.api}`;
const DAY_MS = 86_400_000;

/** A stay `offset` days out in Kolkata for `nights` nights: site dates (DD-MM-YYYY) and API dates (YYYY-MM-DD). */
export function stay(offset: number, nights = 2) {
  const at = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + days * DAY_MS);
  const site = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    checkin: site(at(offset)),
    checkout: site(at(offset + nights)),
    apiCheckin: iso(at(offset)),
    apiCheckout: iso(at(offset + nights)),
  };
}
export type Stay = ReturnType<typeof stay>;

/**
 * Days of the checkout suite, far from the other suites' (hotel.e2e 12-90, after-payment.e2e 30-70): each
 * profile has its own block and each use (slot) its own 2-night stay, so inventory and limits never collide.
 */
export const checkoutStay = (info: TestInfo, slot: number) =>
  stay((info.project.name === 'iphone' ? 200 : 120) + slot * 3, 2);

export const rupees = (text: string | null) =>
  Number(/₹\s?([\d,]+)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);
export const inr = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** Serious and critical axe findings inside `selector` (the whole page by default), as readable lines. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  await animationsSettled(page);
  const builder = axeBuilder(page);
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('nivaas_auth_token'));
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the open "Sign in" dialog with the code from the development OTP inbox. */
export async function signInInDialog(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(login).toBeVisible();
  await login.getByLabel(/mobile number/i).fill(phone);
  // A member who signed in before still has the used code in the inbox until the new one lands.
  const before = await otpStamp(request, phone);
  await login.getByRole('button', { name: /send otp/i }).click();
  await login.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await readOtp(request, phone, before));
  await expect(login).toBeHidden();
}

/** Signs in from the header's "Sign in" with the code from the development OTP inbox; returns the session token. */
export async function signInFromHeader(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await signInInDialog(page, request, phone);
  let token: string | null = null;
  await expect.poll(async () => (token = await storedToken(page))).toBeTruthy();
  return token as unknown as string;
}

/** A Bengaluru listing for the stay, one room for one adult. */
export const listingPath = (dates: Stay) =>
  `/hotels-in-bengaluru/?checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=1-0`;

/**
 * From the listing (already open) to the itinerary: the `card`-th priced hotel, its first bookable room on the
 * refundable plan (EP: pay at hotel and part pay are offered on it), "Book now". Returns the hotel's name.
 */
export async function bookFromListing(page: Page, card: number): Promise<string> {
  const cards = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
  const priced = cards.filter({ hasText: '₹' });
  // A server-drawn listing carries its first cards; the others come as the visitor scrolls toward them.
  await expect
    .poll(async () => {
      await cards.last().scrollIntoViewIfNeeded();
      return priced.count();
    })
    .toBeGreaterThan(card);
  const link = priced.nth(card).getByRole('heading', { level: 2 }).getByRole('link');
  const name = await link.innerText();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const room = page.getByRole('list', { name: 'Room types' }).locator('article[data-bookable]').first();
  await expect(room).toBeVisible();
  const refundable = room.locator('input[type="radio"][value="EP"]');
  await refundable.check();
  await expect(refundable).toBeChecked();
  await bookNowToItinerary(page);
  await expectItinerary(page);
  return name;
}

/** The hotel page's "Book now" in its booking bar. */
export const bookNowLink = (page: Page) =>
  page.getByRole('region', { name: 'Your choice' }).getByRole('link', { name: /^Book now/ });

/** Books the chosen room from the hotel page's bar and waits for the itinerary's address. */
export async function bookNowToItinerary(page: Page): Promise<void> {
  await bookNowLink(page).click();
  await expect(page).toHaveURL(/\/itinerary\/\?/);
}

/** The itinerary has loaded (its bid in the URL) with its payment section ready to pay. */
export async function expectItinerary(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Review your booking' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]bid=/);
  await expect(payButton(page)).toBeEnabled();
}

export const priceSummary = (page: Page) => page.getByRole('region', { name: 'Price summary' });
export const paymentSection = (page: Page) => page.getByRole('region', { name: 'Payment', exact: true });
export const payButton = (page: Page): Locator =>
  paymentSection(page).getByRole('button', { name: /^(Pay ₹|Book now, pay)/ });
export const guestName = (page: Page) => page.getByRole('textbox', { name: /^Full name/ });
export const guestMobile = (page: Page) => page.getByRole('textbox', { name: /^Mobile number/ });

/** The total payable of the price summary, in rupees. */
export async function totalPayable(page: Page): Promise<number> {
  const row = priceSummary(page).getByText('Total payable').locator('..');
  return rupees(await row.innerText());
}

export async function fillGuest(page: Page, guest: { name: string; mobile?: string }) {
  await guestName(page).fill(guest.name);
  if (guest.mobile !== undefined) await guestMobile(page).fill(guest.mobile);
}

/** On the simulated gateway's page (plain HTML served by the API through the site): pay by UPI. */
export async function payOnGateway(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Simulated payment' })).toBeVisible();
  await page.getByLabel('UPI ID').fill('asha@okbank');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

/** The booking id the simulated gateway's page names ("Order <id>"). */
export async function gatewayOrderOf(page: Page): Promise<{ orderId: string; amount: number; gatewayOrderId: string }> {
  await expect(page.getByRole('heading', { level: 1, name: 'Simulated payment' })).toBeVisible();
  const orderId = await page
    .getByText(/^Order /)
    .locator('strong')
    .innerText();
  const amount = rupees(await page.getByText(/^Amount /).innerText());
  const gatewayOrderId = /\/gateway\/checkout\/([^/]+)\//.exec(page.url())?.[1] ?? '';
  expect(gatewayOrderId).not.toBe('');
  return { orderId, amount, gatewayOrderId };
}

export interface ApiItinerary {
  readonly bid: string;
  readonly order_id: string | null;
  readonly status: string;
  readonly wallet_balance: number;
  readonly price: {
    selected_rate_plan: { price: { net_payable_amount: number; wallet_discount: number; final_pretax_price: number } };
  };
}

/** A Bengaluru hotel for setup bookings (through the API), away from the ones other suites pick. */
export async function setupHotel(request: APIRequestContext, n: number): Promise<number> {
  const response = await request.get(`${API}/api/v1/search/hotels/?city=bengaluru`);
  expect(response.ok()).toBe(true);
  const { hotels } = (await response.json()) as { hotels: { id: number }[] };
  const hotel = hotels.filter((h) => h.id !== 1042)[20 + n];
  if (!hotel) throw new Error(`Bengaluru has fewer than ${21 + n} hotels in the search`);
  return hotel.id;
}

/** Through the API, as the member (their token): an itinerary for the stay on the refundable plan. */
export async function createItineraryByApi(
  request: APIRequestContext,
  token: string | null,
  hotelId: number,
  dates: Stay,
  extra: { apply_wallet?: boolean } = {},
): Promise<ApiItinerary> {
  const response = await request.post(`${API}/api/v1/checkout/itinerary/`, {
    headers: token ? bearer(token) : {},
    data: {
      hotel_id: hotelId,
      room_type: 'common',
      rate_plan: 'EP',
      checkin: dates.apiCheckin,
      checkout: dates.apiCheckout,
      roomconfig: '1-0',
      channel: 'msite',
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiItinerary;
}

/** Through the API, as the member: a pay-at-hotel booking (OTP-less: the member is signed in). Returns its id. */
export async function payAtHotelByApi(
  request: APIRequestContext,
  token: string,
  itinerary: ApiItinerary,
  guest: { name: string; mobile: string },
): Promise<string> {
  const response = await request.post(`${API}/api/v1/checkout/itinerary/${itinerary.bid}/pay-at-hotel/`, {
    headers: { ...bearer(token), 'idempotency-key': `e2e-pah-${itinerary.bid}` },
    data: { guest, expected_amount: itinerary.price.selected_rate_plan.price.net_payable_amount },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { order_id: string }).order_id;
}

export async function walletBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${API}/api/v1/wallet/`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { walletData: { totalBalance: number } }).walletData.totalBalance;
}

/** Every booking of the member (booking history through the API): upcoming and previous. */
interface HistoryItem {
  readonly order_id: string;
  readonly status: string;
  readonly hotel_name: string;
}

export async function bookingsOf(request: APIRequestContext, token: string): Promise<HistoryItem[]> {
  const response = await request.post(`${API}/api/v1/booking/booking-history/`, {
    headers: bearer(token),
    data: { limit: 50 },
  });
  expect(response.ok(), `booking history: ${response.status()} ${await response.text()}`).toBe(true);
  const { context } = (await response.json()) as { context: { upcoming: HistoryItem[]; previous: HistoryItem[] } };
  return [...context.upcoming, ...context.previous];
}
