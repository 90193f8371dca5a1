import { formatInr } from '@nivaas/domain';
import type { AppContext } from '../../app-context';
import { ApiError, badRequest, conflict, tooManyRequests } from '../../http/api-error';
import { PAY_AT_HOTEL_LIMIT } from '../checkout';
import { verifyOtp } from '../auth';
import type { CheckedGuest } from './guest-details';
import type { PaymentMode } from './booking-row';

/** Unpaid pay-at-hotel bookings a phone may hold without OTP before it is blocked (docs/rules.md 4: 429 shows the blocked modal). */
const OTPLESS_LIMIT = 2;

/**
 * Every pay call carries the amount the guest saw (expected_amount): what the gateway charges now after
 * the payment offer, or for pay at hotel the total to pay at the hotel. Anything else means the price
 * moved since the page was drawn: 409 price_changed with the new figure, and nothing is booked or held.
 */
export function checkExpectedAmount(mode: PaymentMode, expected: number, amountNow: number, total: number): void {
  const seen = mode === 'pay_at_hotel' ? total : amountNow;
  if (expected === seen) return;
  throw conflict(
    `The price has changed: the total is now ${formatInr(total)}`,
    [
      mode === 'pay_at_hotel'
        ? `${formatInr(total)} to pay at the hotel, not ${formatInr(expected)}`
        : `${formatInr(amountNow)} to pay now, not ${formatInr(expected)}`,
    ],
    'price_changed',
  );
}

/**
 * Pay at hotel: a refundable plan up to the limit, then the guest's phone must be one we know:
 * - with an OTP (sent by SMS, so an Indian mobile) the phone is verified now: booked;
 * - OTP-less (docs/rules.md 4: tried first, feature flag otpLessCheckout) only for a known phone: the signed-in
 *   guest, or a number that has signed in with an OTP before (it has a user). A phone we have never
 *   verified gets 403 code 'otp_required', and the site opens the OTP modal;
 * - a known phone holding OTPLESS_LIMIT upcoming pay-at-hotel bookings is blocked OTP-less (429: the site
 *   shows the pay-at-hotel-blocked modal, from which the guest may verify by OTP or pay now).
 */
export async function checkPayAtHotel(
  ctx: AppContext,
  input: {
    refundable: boolean;
    planName: string;
    total: number;
    guest: CheckedGuest;
    otp: string | undefined;
    userId: number | null;
    checkin: string;
  },
): Promise<void> {
  if (!input.refundable)
    throw badRequest('Pay at hotel is not available for this rate plan', [
      `${input.planName} is prepaid: pay now or choose a refundable plan to pay at the hotel`,
    ]);
  if (input.total > PAY_AT_HOTEL_LIMIT)
    throw badRequest('Pay at hotel is not available for this amount', [
      `Pay at hotel is limited to ₹${PAY_AT_HOTEL_LIMIT}`,
    ]);
  const indian = input.guest.country_code === '+91';
  const needsIndian = () =>
    badRequest('Pay at hotel needs an Indian mobile number for its OTP', [
      'The OTP goes by SMS to a +91 mobile: use one, sign in, or pay now',
    ]);
  if (input.otp) {
    if (!indian) throw needsIndian();
    await verifyOtp(ctx.db, ctx.otpPepper, input.guest.mobile, input.otp);
    return;
  }
  const known =
    input.userId !== null ||
    (indian &&
      (await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [input.guest.mobile])).length > 0);
  if (!known) {
    // The OTP modal follows, which a foreign number cannot receive: say so instead.
    if (!indian) throw needsIndian();
    throw new ApiError(
      403,
      'Verify your mobile number with an OTP to pay at the hotel',
      ['We send a one-time code to your mobile number to hold a room without payment'],
      'otp_required',
    );
  }
  const [open] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings WHERE guest->>'mobile' = $1 AND payment_mode = 'pay_at_hotel' AND status = 'CONFIRMED' AND checkout >= $2`,
    [input.guest.mobile, input.checkin],
  );
  if ((open?.n ?? 0) >= OTPLESS_LIMIT) {
    if (!indian) throw needsIndian();
    throw tooManyRequests('Too many requests: verify your phone with an OTP to pay at hotel');
  }
}
