import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type TestInfo } from './test';
import { E2E_PORTS } from './e2e-ports';
import { otpStamp, randomPhone, readOtp } from './otp-inbox';

/**
 * Set-up for the account journeys (bookings may be made through the API): a member's session
 * and confirmed bookings, made with the same calls the itinerary and the simulated gateway's page make. The
 * screens under test (booking history, cancellation, web check-in, feedback, profile, rewards) are then used as
 * a person would, by roles and labels.
 */

export const API = `http://localhost:${E2E_PORTS.api}`;
const DAY_MS = 86_400_000;

/** A Kolkata calendar day `offset` days from today, as the API takes it (YYYY-MM-DD). */
export const kolkataDay = (offset: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * Days of the account suites, away from the other suites' (hotel 12-90, after-payment 30-70, checkout 120-250):
 * each profile has its own block of 100 days and each use (slot) its own 2-night stay. Slots 0-9 are
 * far-off stays; a stay starting tomorrow (web check-in open) is `kolkataDay(1)` on its own hotel instead.
 */
export const accountStayOffset = (info: TestInfo, slot: number) =>
  (info.project.name === 'iphone' ? 400 : 300) + slot * 3;

/** Signs a phone in through the API (OTP send, the development inbox, verify) and returns the session token. */
export async function apiSignIn(request: APIRequestContext, phone: string): Promise<string> {
  const before = await otpStamp(request, phone);
  const sent = await request.post(`${API}/api/v1/auth/otp/send/`, { data: { phone_number: phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const verified = await request.post(`${API}/api/v1/auth/otp/verify/`, {
    data: { phone_number: phone, otp: await readOtp(request, phone, before) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const token = verified.headers()['x-auth-token'] ?? ((await verified.json()) as { token?: string }).token;
  expect(token).toBeTruthy();
  return token as string;
}

/** The session of a member signed in through the API, stored as the site stores it, before any page loads. */
export async function signInAs(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  const token = await apiSignIn(request, phone);
  const profile = { userId: '0', email: '', mobile: phone, firstName: 'Asha', lastName: 'Rao', name: 'Asha Rao' };
  await page.addInitScript(
    ([key, value, userKey, user]) => {
      localStorage.setItem(key, value);
      localStorage.setItem(userKey, user);
    },
    ['nivaas_auth_token', token, 'nivaas_auth_user', JSON.stringify(profile)] as const,
  );
  return token;
}

export interface ApiBookingOptions {
  /** The member's session token: the booking is theirs (points, history). Without it, a guest booking. */
  readonly token?: string;
  readonly hotelId?: number;
  readonly roomType?: string;
  /** EP is refundable (free cancellation until 24 h before check-in); NRP is non-refundable. */
  readonly ratePlan?: 'EP' | 'NRP';
  /** Check-in and check-out as the API takes them (YYYY-MM-DD). */
  readonly checkin: string;
  readonly checkout: string;
  readonly roomconfig?: string;
  readonly mode?: 'pay-now' | 'part-pay';
  readonly guest?: { readonly name: string; readonly mobile: string; readonly email?: string };
}

export interface ApiBooking {
  readonly orderId: string;
  /** The booking's capability token (the confirmation link's `t`). */
  readonly token: string;
  /** The guest's mobile (where the outbox messages go). */
  readonly mobile: string;
  readonly amountPaid: number;
}

/**
 * A confirmed booking: the itinerary, the pay call for the amount it shows, and "Pay" by UPI on the simulated
 * gateway's form (posted as its page posts it); waits until the API says the booking is confirmed.
 */
export async function bookViaApi(request: APIRequestContext, options: ApiBookingOptions): Promise<ApiBooking> {
  const headers = options.token ? { authorization: `Bearer ${options.token}` } : undefined;
  const created = await request.post(`${API}/api/v1/checkout/itinerary/`, {
    headers,
    data: {
      hotel_id: options.hotelId ?? 1001,
      room_type: options.roomType ?? 'common',
      rate_plan: options.ratePlan ?? 'EP',
      checkin: options.checkin,
      checkout: options.checkout,
      roomconfig: options.roomconfig ?? '1-0',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const itinerary = (await created.json()) as {
    bid: string;
    part_pay_amount: number;
    price: { selected_rate_plan: { price: { net_payable_amount: number } } };
  };
  const mode = options.mode ?? 'pay-now';
  const expected =
    mode === 'part-pay' ? itinerary.part_pay_amount : itinerary.price.selected_rate_plan.price.net_payable_amount;
  const guest = options.guest ?? { name: 'Asha Rao', mobile: randomPhone(), email: 'asha@example.in' };
  const paid = await request.post(`${API}/api/v1/checkout/itinerary/${itinerary.bid}/${mode}/`, {
    headers: { ...headers, 'idempotency-key': `e2e-${randomUUID()}` },
    data: { guest, method: 'upi', expected_amount: expected },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const body = (await paid.json()) as {
    order_id: string;
    confirmation_token: string;
    gateway_order: { checkout_url: string; id?: string } | null;
  };
  const gatewayOrderId = /\/(order_[0-9a-f]{20})\//.exec(body.gateway_order?.checkout_url ?? '')?.[1];
  expect(gatewayOrderId).toBeTruthy();
  const simulated = await request.post(`${API}/api/v1/payments/gateway/simulate/${gatewayOrderId}/`, {
    form: { action: 'pay', method: 'upi', vpa: 'asha@okbank' },
    maxRedirects: 0,
  });
  expect(simulated.status()).toBe(303);
  await expect
    .poll(async () => {
      const status = await request.get(
        `${API}/api/v1/payments/${encodeURIComponent(body.order_id)}/status/?t=${encodeURIComponent(body.confirmation_token)}`,
      );
      return status.ok() ? ((await status.json()) as { status: string }).status : `HTTP ${status.status()}`;
    })
    .toBe('CONFIRMED');
  return { orderId: body.order_id, token: body.confirmation_token, mobile: guest.mobile, amountPaid: expected };
}
