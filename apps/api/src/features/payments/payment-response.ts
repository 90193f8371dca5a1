import type { GuestDetails, PaymentMethodCode, PaymentResponse } from '@nivaas/api-client/contract';
import type { Locale } from '@nivaas/i18n';
import type { AppContext } from '../../app-context';
import type { TextOf } from '../../i18n/content-texts';
import { badRequest, conflict } from '../../http/api-error';
import { bookingCheckout } from './booking-links';
import type { BookingRow, PaymentMode } from './booking-row';
import { findByIdempotencyKey } from './create-booking';
import { checkoutUrl } from './gateway';
import { findAttemptByKey, type PaymentAttempt } from './payment-attempts';

export interface PayRequest {
  mode: PaymentMode;
  bid: string;
  guest: GuestDetails;
  key: string;
  userId: number | null;
  otp?: string;
  method?: PaymentMethodCode;
  offerId?: string;
  expected: number;
  /** The visitor's locale (request.locale): the booking is made in it and the answer's texts are in it. */
  locale: Locale;
}

/** The locale a pay call answers in and the catalogue's translation (catalogue.text). */
export interface Wording {
  readonly locale: Locale;
  readonly text: TextOf;
}

/**
 * The answer of a pay call for a booking and the payment attempt the call made (none for pay at hotel), its
 * booking's texts in the visitor's locale.
 */
export function paymentResponse(
  ctx: AppContext,
  b: BookingRow,
  attempt: PaymentAttempt | null,
  wording: Wording,
): PaymentResponse {
  const open =
    attempt?.status === 'created' && b.status === (attempt.purpose === 'balance' ? 'CONFIRMED' : 'PENDING_PAYMENT');
  return {
    order_id: b.order_id,
    status: b.status,
    amount_due_now: attempt?.amount ?? 0,
    offer_discount: attempt?.offer_discount ?? 0,
    gateway_order:
      attempt && open
        ? {
            gateway: ctx.gateway.provider,
            key_id: ctx.gateway.keyId,
            gateway_order_id: attempt.gateway_order_id,
            amount: attempt.amount,
            currency: 'INR',
            checkout_url: checkoutUrl(ctx, attempt.gateway_order_id, b, attempt.amount),
          }
        : null,
    confirmation_token: b.access_token,
    booking: bookingCheckout(b, wording.locale, wording.text),
  };
}

/** Same Idempotency-Key, same answer (with the booking's state now): from its payment attempt or its booking. */
export async function idempotentAnswer(
  ctx: AppContext,
  key: string,
  bid: string,
  wording: Wording,
): Promise<PaymentResponse | null> {
  const attempt = await findAttemptByKey(ctx.db, key);
  const booking = attempt
    ? (await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [attempt.order_id]))[0]
    : await findByIdempotencyKey(ctx.db, key);
  if (!booking) return null;
  if (booking.bid !== bid) throw badRequest('Idempotency-Key already used for another itinerary');
  return paymentResponse(ctx, booking, attempt, wording);
}

export const alreadyBooked = (b: BookingRow) =>
  conflict('This itinerary is already booked', [b.order_id], 'already_booked');
