import { createHmac, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  expect,
  recordCspViolations,
  test,
  type Browser,
  type CspViolation,
  type Page,
  type TestInfo,
} from './support/test';
import {
  API,
  bearer,
  bookFromListing,
  bookingsOf,
  checkoutStay,
  createItineraryByApi,
  expectItinerary,
  fillGuest,
  gatewayOrderOf,
  guestMobile,
  guestName,
  listingPath,
  payAtHotelByApi,
  payButton,
  paymentSection,
  payOnGateway,
  priceSummary,
  rupees,
  seriousViolations,
  setupHotel,
  signInFromHeader,
  totalPayable,
  walletBalance,
} from './support/checkout-helpers';
import { randomPhone, readOtp } from './support/otp-inbox';
import { readOutbox } from './support/outbox';
import { SHELL_ORIGIN } from './support/screens';

/**
 * The checkout journeys on both mobile profiles, from a listing through the screens by roles and labels,
 * against the real API of the production stack: a member's pay now with a coupon and points, declined once then
 * paid and confirmed once; a new visitor's pay at hotel through the OTP modal and its confirmation link in fresh
 * browsers; part pay and the balance paid from the outbox link; a price change shown, not charged; a replayed
 * gateway callback confirming once; the pay-at-hotel-blocked modal; axe on every checkout screen and modal.
 *
 * Every test uses fresh phones (randomPhone) and its own days (checkoutStay: per profile and per use), so OTP
 * limits, pay-at-hotel limits and inventory never collide. Setup made through the API says so where it is made.
 */

/** Navigations to a confirmation or back from the gateway poll the payment first: a few seconds on a busy machine. */
const NAV = { timeout: 20_000 };

/**
 * A fresh browser for the same profile (no session, no storage), as a guest opening a link from a message. Its
 * CSP violations go to the test's own list, so they fail the test like the default page's.
 */
async function freshPage(browser: Browser, info: TestInfo, cspViolations: CspViolation[]): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({
    baseURL: SHELL_ORIGIN,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    storageState: join(__dirname, 'support/quiet-visitor.json'),
  });
  await recordCspViolations(context, cspViolations);
  return context.newPage();
}

const confirmedHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' });
const confirmationUrl = (orderId: string) => new RegExp(`/confirmation/${orderId}/\\?t=[A-Za-z0-9_-]{22,64}$`);
const modeRadio = (page: Page, mode: RegExp) => paymentSection(page).getByRole('radio', { name: mode });
const orderIdOfUrl = (page: Page) => /\/confirmation\/([^/]+)\//.exec(page.url())?.[1] ?? '';

/** The payment-process page's status calls wait until the returned function is called (to look at the page polling). */
async function holdPaymentStatus(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/api/v1/payments/') && url.pathname.endsWith('/status/'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/** The pay-now answer the page receives, read on its way (the page leaves for the gateway at once). */
async function recordPayNow(page: Page): Promise<() => { order_id: string; confirmation_token: string } | null> {
  let answer: { order_id: string; confirmation_token: string } | null = null;
  await page.route(
    (url) => /\/api\/v1\/checkout\/itinerary\/[^/]+\/pay-now\/$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      if (response.ok()) answer = (await response.json()) as typeof answer;
      await route.fulfill({ response });
    },
  );
  return () => answer;
}

test.describe('checkout journeys', () => {
  test('a member pays now with a coupon and points by UPI: declined once, back with the choice intact, paid, one booking confirmed', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const phone = randomPhone();
    const dates = checkoutStay(info, 0);
    await page.goto(listingPath(dates));
    const token = await signInFromHeader(page, request, phone);

    // Setup through the API with the member's token: a pay-at-hotel stay elsewhere earns the member points.
    const earning = await createItineraryByApi(request, token, await setupHotel(request, 0), checkoutStay(info, 1));
    const earnedOn = await payAtHotelByApi(request, token, earning, { name: 'Asha Rao', mobile: phone });
    expect(await walletBalance(request, token)).toBeGreaterThan(0);

    const hotel = await bookFromListing(page, 1);
    await expect(guestMobile(page)).toHaveValue(phone);
    expect(await seriousViolations(page)).toEqual([]);

    // The coupon, through the coupon modal (one the hotel page carried is removed first).
    const coupons = page.getByRole('region', { name: 'Coupons' });
    const remove = coupons.getByRole('button', { name: /^Remove coupon / });
    if (await remove.isVisible()) await remove.click();
    await coupons.getByRole('button', { name: 'Apply a coupon' }).click();
    const couponModal = page.getByRole('dialog', { name: 'Coupons' });
    await expect(couponModal).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await couponModal.getByRole('textbox', { name: /^Coupon code/ }).fill('NIVAAS10');
    await couponModal.getByRole('button', { name: 'Apply code' }).click();
    await expect(couponModal).toBeHidden();
    await expect(coupons).toContainText('NIVAAS10 applied');
    await expect(priceSummary(page).getByText('Coupon NIVAAS10')).toBeVisible();

    // Points: off until the member turns them on; then they come off the total.
    const withCoupon = await totalPayable(page);
    const usePoints = page.getByRole('switch', { name: 'Use wallet points' });
    await expect(usePoints).not.toBeChecked();
    await usePoints.click();
    await expect(usePoints).toBeChecked();
    await expect(priceSummary(page).getByText('Paid with points')).toBeVisible();
    await expect.poll(() => totalPayable(page)).toBeLessThan(withCoupon);
    const total = await totalPayable(page);

    await fillGuest(page, { name: 'Asha Rao' });
    await modeRadio(page, /^Pay now/).check();
    await paymentSection(page).getByRole('radio', { name: 'UPI', exact: true }).check();
    expect(rupees(await payButton(page).innerText())).toBe(total);
    await payButton(page).click();

    // The simulated gateway: declined once.
    const first = await gatewayOrderOf(page);
    expect(first.amount).toBe(total);
    await page.getByRole('button', { name: 'Simulate a declined payment' }).click();
    await expect(page).toHaveURL(/\/itinerary\/\?.*payment_failed=declined/, NAV);
    await expectItinerary(page);
    await expect(
      page.getByRole('region', { name: 'Your booking is not confirmed yet' }).getByRole('alert'),
    ).toContainText('Your payment was declined');
    await expect(modeRadio(page, /^Pay now/)).toBeChecked();
    await expect(paymentSection(page).getByRole('radio', { name: 'UPI', exact: true })).toBeChecked();
    await expect(guestName(page)).toHaveValue('Asha Rao');
    await expect(guestMobile(page)).toHaveValue(phone);
    await expect(priceSummary(page).getByText('Coupon NIVAAS10')).toBeVisible();
    await expect(priceSummary(page).getByText('Paid with points')).toBeVisible();
    expect(await totalPayable(page)).toBe(total);

    // Paying again goes to the same booking; success passes through the payment page to the confirmation.
    await payButton(page).click();
    const second = await gatewayOrderOf(page);
    expect(second.orderId).toBe(first.orderId);
    expect(second.amount).toBe(total);
    const release = await holdPaymentStatus(page);
    await payOnGateway(page);
    await expect(page).toHaveURL(new RegExp(`/payment-process/${first.orderId}/\\?t=`), NAV);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    release();
    await expect(page).toHaveURL(confirmationUrl(first.orderId), NAV);
    await expect(confirmedHeading(page)).toBeVisible();
    await expect(page.getByText(first.orderId, { exact: true })).toBeVisible();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hotel' })).toContainText(hotel);
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price.getByText('Coupon NIVAAS10')).toBeVisible();
    await expect(price.getByText('Paid with points')).toBeVisible();
    expect(rupees(await price.getByText('Paid', { exact: true }).locator('..').innerText())).toBe(total);
    expect(await seriousViolations(page)).toEqual([]);

    // One booking for this itinerary (booking history through the API), besides the setup stay.
    const bookings = (await bookingsOf(request, token)).filter((b) => b.order_id !== earnedOn);
    expect(bookings.map((b) => [b.order_id, b.status])).toEqual([[first.orderId, 'CONFIRMED']]);
  });

  test('a new visitor pays at the hotel: refused OTP-less for an unknown phone, the OTP modal books; the message link opens it in a fresh browser, the link without its token does not', async ({
    page,
    request,
    browser,
    cspViolations,
  }, info) => {
    test.setTimeout(180_000);
    const phone = randomPhone();
    // Landed from trivago (docs/rules.md 3): the click's reference goes with the itinerary three pages later.
    const reference = `trv-${info.project.name}-e2e`;
    await page.goto(`${listingPath(checkoutStay(info, 2))}&trv_reference=${reference}`);
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/checkout/itinerary/',
    );
    const hotel = await bookFromListing(page, 2);
    expect((await created).postDataJSON()).toMatchObject({ trivago_reference_id: reference });
    await fillGuest(page, { name: 'Ravi Kumar', mobile: phone });
    await modeRadio(page, /^Pay at hotel/).check();
    const total = await totalPayable(page);
    await expect(payButton(page)).toHaveText(/^Book now, pay ₹[\d,]+ at the hotel$/);
    expect(rupees(await payButton(page).innerText())).toBe(total);
    const otpLess = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/pay-at-hotel\/$/.test(new URL(r.url()).pathname),
    );
    await payButton(page).click();

    // The phone is unknown (never signed in nor verified): the API refuses OTP-less, a code is sent, the modal opens.
    const refused = await otpLess;
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'otp_required' });
    const otpModal = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await expect(otpModal).toBeVisible(NAV);
    await expect(otpModal).toContainText(phone);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await otpModal.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await readOtp(request, phone));
    await expect(page).toHaveURL(/\/confirmation\/[^/]+\/\?t=/, NAV);
    await expect(confirmedHeading(page)).toBeVisible();
    await expect(page.getByText('Confirmed, pay at the hotel')).toBeVisible();
    const orderId = orderIdOfUrl(page);
    await expect(page.getByText(orderId, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The confirmation link the guest was sent (the development outbox), in a fresh browser: the booking.
    const message = await readOutbox(request, phone, { kind: 'booking_confirmed', orderId });
    const link = message.links['confirmation'] ?? '';
    expect(link).toMatch(confirmationUrl(orderId));
    const guest = await freshPage(browser, info, cspViolations);
    await guest.goto(link);
    await expect(confirmedHeading(guest)).toBeVisible(NAV);
    await expect(guest.getByText(orderId, { exact: true })).toBeVisible();
    await expect(guest.getByRole('region', { name: 'Hotel' })).toContainText(hotel);
    await guest.context().close();

    // The same address without its token, in another fresh browser: the not-found page, nothing of the booking.
    const stranger = await freshPage(browser, info, cspViolations);
    await stranger.goto(link.replace(/\?t=.*$/, ''));
    await expect(stranger.getByRole('heading', { level: 1, name: 'We could not find this booking' })).toBeVisible(NAV);
    await expect(stranger.getByText(hotel)).toHaveCount(0);
    await stranger.context().close();
  });

  test('part pay, then the balance paid from the outbox link in a fresh browser: nothing left to pay', async ({
    page,
    request,
    browser,
    cspViolations,
  }, info) => {
    test.setTimeout(180_000);
    const phone = randomPhone();
    await page.goto(listingPath(checkoutStay(info, 3)));
    await bookFromListing(page, 3);
    const total = await totalPayable(page);
    await fillGuest(page, { name: 'Meera Iyer', mobile: phone });
    const partPay = modeRadio(page, /^Part pay/);
    await partPay.check();
    const partAmount = rupees(await partPay.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    expect(partAmount).toBeGreaterThan(0);
    expect(partAmount).toBeLessThan(total);
    await paymentSection(page).getByRole('radio', { name: 'UPI', exact: true }).check();
    expect(rupees(await payButton(page).innerText())).toBe(partAmount);
    await payButton(page).click();
    const order = await gatewayOrderOf(page);
    expect(order.amount).toBe(partAmount);
    await payOnGateway(page);
    await expect(page).toHaveURL(confirmationUrl(order.orderId), NAV);
    await expect(page.getByText('Confirmed, balance to pay')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pay the balance' })).toBeVisible();

    // The balance link of the message the guest was sent, in a fresh browser.
    const message = await readOutbox(request, phone, { kind: 'booking_confirmed', orderId: order.orderId });
    const link = message.links['pay_balance'] ?? '';
    expect(link).toMatch(/#pay-balance$/);
    const guest = await freshPage(browser, info, cspViolations);
    await guest.goto(link);
    const balance = guest.getByRole('region', { name: 'Pay the balance' });
    await expect(balance).toBeVisible(NAV);
    const payBalance = balance.getByRole('button', { name: /^Pay balance ₹/ });
    expect(rupees(await payBalance.innerText())).toBe(total - partAmount);
    await payBalance.click();
    const balanceOrder = await gatewayOrderOf(guest);
    expect(balanceOrder.orderId).toBe(order.orderId);
    expect(balanceOrder.amount).toBe(total - partAmount);
    await payOnGateway(guest);
    await expect(guest).toHaveURL(confirmationUrl(order.orderId), NAV);
    await expect(guest.getByText('Confirmed', { exact: true })).toBeVisible(NAV);
    await expect(guest.getByRole('region', { name: 'Pay the balance' })).toHaveCount(0);
    const price = guest.getByRole('region', { name: 'Price' });
    await expect(price.getByText(/^(Balance to pay|Still to pay)$/)).toHaveCount(0);
    expect(rupees(await price.getByText('Paid', { exact: true }).locator('..').innerText())).toBe(total);
    await readOutbox(request, phone, { kind: 'balance_paid', orderId: order.orderId });
    await guest.context().close();
  });

  test('a price change between the page and the payment is shown, not charged: points spent elsewhere meanwhile', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const phone = randomPhone();
    await page.goto(listingPath(checkoutStay(info, 4)));
    const token = await signInFromHeader(page, request, phone);
    // Setup through the API with the member's token: a pay-at-hotel stay earns the member points.
    const earning = await createItineraryByApi(request, token, await setupHotel(request, 1), checkoutStay(info, 5));
    await payAtHotelByApi(request, token, earning, { name: 'Asha Rao', mobile: phone });

    await bookFromListing(page, 4);
    const bid = new URL(page.url()).searchParams.get('bid') ?? '';
    const usePoints = page.getByRole('switch', { name: 'Use wallet points' });
    const without = await totalPayable(page);
    await usePoints.click();
    await expect(usePoints).toBeChecked();
    await expect.poll(() => totalPayable(page)).toBeLessThan(without);
    const seen = await totalPayable(page);
    await fillGuest(page, { name: 'Asha Rao' });
    await modeRadio(page, /^Pay now/).check();
    expect(rupees(await payButton(page).innerText())).toBe(seen);

    // Meanwhile, through the API with the member's token, another booking spends all the points.
    const other = await createItineraryByApi(request, token, await setupHotel(request, 2), checkoutStay(info, 6), {
      apply_wallet: true,
    });
    expect(other.price.selected_rate_plan.price.wallet_discount).toBeGreaterThan(0);
    const spent = await request.post(`${API}/api/v1/checkout/itinerary/${other.bid}/pay-now/`, {
      headers: { ...bearer(token), 'idempotency-key': `e2e-${randomUUID()}` },
      data: {
        guest: { name: 'Asha Rao', mobile: phone },
        method: 'upi',
        expected_amount: other.price.selected_rate_plan.price.net_payable_amount,
      },
    });
    expect(spent.ok(), await spent.text()).toBe(true);
    expect(await walletBalance(request, token)).toBeLessThan(without - seen);

    // Pay: the new price is said above the total, nothing goes to the gateway, nothing is booked.
    const gatewayCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/payments/gateway/') && gatewayCalls.push(r.url()));
    await payButton(page).click();
    const changed = priceSummary(page).getByRole('alert');
    await expect(changed).toContainText('The price has changed', NAV);
    await expect.poll(() => totalPayable(page)).toBeGreaterThan(seen);
    const now = await totalPayable(page);
    expect(rupees(await changed.innerText())).toBe(now);
    expect(rupees(await payButton(page).innerText())).toBe(now);
    await expect(page).toHaveURL(/\/itinerary\/\?/);
    expect(gatewayCalls).toEqual([]);
    const itinerary = await request.get(`${API}/api/v1/checkout/itinerary/${bid}/`, { headers: bearer(token) });
    expect(itinerary.ok()).toBe(true);
    expect(((await itinerary.json()) as { order_id: string | null }).order_id).toBeNull();
  });

  test('a replayed gateway callback confirms once: paid once, points credited once, one message', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const phone = randomPhone();
    await page.goto(listingPath(checkoutStay(info, 7)));
    const token = await signInFromHeader(page, request, phone);
    await bookFromListing(page, 5);
    const total = await totalPayable(page);
    await fillGuest(page, { name: 'Kabir Shah' });
    await modeRadio(page, /^Pay now/).check();
    await paymentSection(page).getByRole('radio', { name: 'UPI', exact: true }).check();
    const payNowAnswer = await recordPayNow(page);
    await payButton(page).click();
    const order = await gatewayOrderOf(page);
    expect(order.amount).toBe(total);
    const confirmationToken = payNowAnswer()?.confirmation_token ?? '';
    expect(payNowAnswer()?.order_id).toBe(order.orderId);

    // The provider's callback, signed with the development key secret (apps/api app-config: GATEWAY_KEY_SECRET,
    // else the simulated gateway's default), posted twice through the API.
    const secret = process.env['GATEWAY_KEY_SECRET']?.trim() || 'nivaas-simulated-gateway-secret';
    const paymentId = `pay_e2e${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const callback = {
      razorpay_order_id: order.gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: createHmac('sha256', secret).update(`${order.gatewayOrderId}|${paymentId}`).digest('hex'),
    };
    for (const attempt of [1, 2]) {
      const response = await request.post(`${API}/api/v1/payments/gateway/callback/`, { data: callback });
      expect(response.ok(), `callback ${attempt}: ${await response.text()}`).toBe(true);
      expect(await response.json()).toMatchObject({
        order_id: order.orderId,
        payment_status: 'paid',
        paid_amount: total,
        pending_amount: 0,
      });
    }
    const status = await request.get(`${API}/api/v1/payments/${order.orderId}/status/?t=${confirmationToken}`);
    expect(await status.json()).toMatchObject({ status: 'CONFIRMED', paid_amount: total });

    // Points credited once for the booking (wallet statements through the API), one confirmation message.
    const statements = await request.get(`${API}/api/v1/wallet/statements/`, { headers: bearer(token) });
    expect(statements.ok()).toBe(true);
    const credits = (
      (await statements.json()) as { statements: { type: string; amount: number; order_id: string }[] }
    ).statements.filter((s) => s.type === 'credit' && s.order_id === order.orderId);
    expect(credits).toHaveLength(1);
    const credited = credits[0]?.amount ?? 0;
    expect(credited).toBeGreaterThan(0);
    expect(await walletBalance(request, token)).toBe(credited);
    await readOutbox(request, phone, { kind: 'booking_confirmed', orderId: order.orderId });
    const outbox = await request.get(`${API}/api/dev/outbox/?to=${phone}`);
    const sms = ((await outbox.json()) as { data: { kind: string; channel: string; order_id: string }[] }).data.filter(
      (m) => m.kind === 'booking_confirmed' && m.channel === 'sms' && m.order_id === order.orderId,
    );
    expect(sms).toHaveLength(1);

    // The guest's payment page then shows the booking confirmed.
    await page.goto(`/payment-process/${order.orderId}/?t=${confirmationToken}`);
    await expect(page).toHaveURL(confirmationUrl(order.orderId), NAV);
    await expect(confirmedHeading(page)).toBeVisible();
  });

  test('a member whose phone holds 2 upcoming pay-at-hotel bookings is shown the blocked modal, which closes plainly', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const phone = randomPhone();
    await page.goto(listingPath(checkoutStay(info, 8)));
    const token = await signInFromHeader(page, request, phone);
    // Setup through the API with the member's token: two upcoming pay-at-hotel bookings on this phone.
    for (const slot of [9, 10]) {
      const itinerary = await createItineraryByApi(
        request,
        token,
        await setupHotel(request, slot - 6),
        checkoutStay(info, slot),
      );
      await payAtHotelByApi(request, token, itinerary, { name: 'Asha Rao', mobile: phone });
    }

    await bookFromListing(page, 6);
    await fillGuest(page, { name: 'Asha Rao' });
    await modeRadio(page, /^Pay at hotel/).check();
    await payButton(page).click();
    const blocked = page.getByRole('dialog', { name: 'Pay at hotel is not available right now' });
    await expect(blocked).toBeVisible(NAV);
    await expect(blocked.getByRole('button', { name: 'Pay now instead' })).toBeVisible();
    await expect(blocked.getByRole('button', { name: 'Verify my mobile number' })).toBeVisible();
    // Why, without blame: no accusation, no pressure.
    await expect(blocked).not.toContainText(/fraud|abuse|suspicious|misuse|violat|penalt|banned|hurry/i);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await blocked.getByRole('button', { name: 'Not now' }).click();
    await expect(blocked).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/itinerary\/\?/);
    await expect(modeRadio(page, /^Pay at hotel/)).toBeChecked();
    await expect(payButton(page)).toBeEnabled();
    expect(await bookingsOf(request, token)).toHaveLength(2);
  });
});
