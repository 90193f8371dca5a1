import { randomBytes } from 'node:crypto';
import { call, expectedAmount, guest, type TestApp } from './test-app';

/** Test helpers that book through the checkout as a guest would. */

type PayMode = 'pay-now' | 'part-pay' | 'pay-at-hotel';

/**
 * A phone no other booking of the run holds: `prefix` and eight random digits. One guest phone per booking
 * matters: a phone holding two upcoming pay-at-hotel bookings is blocked OTP-less.
 */
export const randomMobile = (prefix = '98') =>
  `${prefix}${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;

/**
 * The pay call of `mode` for an itinerary: the test guest (on `mobile` when given), a fresh idempotency key
 * named `keyPrefix-…`, and the amount the itinerary shows. Returns the call's answer.
 */
export async function payItinerary(
  app: TestApp,
  bid: string,
  mode: PayMode,
  opts: { token?: string; keyPrefix: string; mobile?: string },
) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/checkout/itinerary/${bid}/${mode}/`,
    token: opts.token,
    headers: { 'idempotency-key': `${opts.keyPrefix}-${randomBytes(6).toString('hex')}` },
    payload: {
      guest: opts.mobile ? { ...guest, mobile: opts.mobile } : guest,
      expected_amount: await expectedAmount(app, bid, mode, opts.token),
    },
  });
}
