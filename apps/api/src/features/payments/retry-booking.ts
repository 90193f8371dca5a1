import { randomBytes } from 'node:crypto';
import type { PaymentResponse } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import { dueBeforeOffer, totalOf, type BookingRow } from './booking-row';
import { guestPhoneOf } from './booking-owner';
import { onBookingConfirmed } from './booking-events';
import { creditPoints, ItineraryTaken } from './create-booking';
import { createGatewayOrder } from './gateway';
import type { CheckedGuest } from './guest-details';
import { checkExpectedAmount, checkPayAtHotel } from './pay-checks';
import { insertAttempt } from './payment-attempts';
import { chooseOffer } from './payment-offers';
import { idempotentAnswer, type PayRequest, type Wording } from './payment-response';

/**
 * Paying again on an itinerary whose booking waits for payment (a declined or cancelled attempt, or a
 * page left open): the same booking, at the price it was booked at (its rooms and points are held),
 * with a fresh gateway order. Mode, method, offer and guest may change. The old gateway order ids stay
 * in payment_attempts, so a late callback on one still finds the booking. Pay at hotel confirms it.
 * The booking takes the locale of this call (its confirmation is written in it). Throws ItineraryTaken when the booking stopped waiting meanwhile (the caller looks again).
 */
export async function retryBooking(
  ctx: AppContext,
  live: BookingRow,
  req: PayRequest,
  guest: CheckedGuest,
  wording: Wording,
): Promise<PaymentResponse> {
  const total = totalOf(live);
  const { mode } = req;
  const rate = live.price.price.selected_rate_plan.rate_plan;
  const before = dueBeforeOffer(live, mode);
  const offer =
    mode === 'pay_at_hotel'
      ? { offerId: null, method: null, discount: 0 }
      : chooseOffer(req.offerId, req.method, before);
  const amountNow = before - offer.discount;
  checkExpectedAmount(mode, req.expected, amountNow, total);
  // After the price check: an OTP is only spent on a booking that can go through.
  if (mode === 'pay_at_hotel')
    await checkPayAtHotel(ctx, {
      refundable: rate.refundable,
      planName: rate.description,
      total,
      guest,
      otp: req.otp,
      userId: req.userId,
      checkin: live.checkin,
    });
  const gatewayOrderId =
    mode === 'pay_at_hotel'
      ? // Pay at hotel has no gateway order; its attempt row keeps the Idempotency-Key's answer.
        `hotel_${randomBytes(10).toString('hex')}`
      : (await createGatewayOrder(ctx, live, amountNow)).gateway_order_id;
  const updated = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.query<BookingRow>(
      `SELECT * FROM bookings WHERE order_id = $1 AND status = 'PENDING_PAYMENT' AND hold_expires_at > $2 FOR UPDATE`,
      [live.order_id, ctx.now().toISOString()],
    );
    if (!locked) throw new ItineraryTaken();
    await insertAttempt(tx, {
      gateway_order_id: gatewayOrderId,
      order_id: live.order_id,
      purpose: 'booking',
      amount: amountNow,
      offer_discount: offer.discount,
      method: mode === 'pay_at_hotel' ? 'pay_at_hotel' : offer.method,
      offer_id: offer.offerId,
      idempotency_key: req.key,
    });
    if (mode === 'pay_at_hotel')
      await tx.query(`UPDATE payment_attempts SET status = 'paid', updated_at = now() WHERE gateway_order_id = $1`, [
        gatewayOrderId,
      ]);
    const [row] = await tx.query<BookingRow>(
      `UPDATE bookings SET payment_mode = $2, payment_method = $3, offer_id = $4, offer_discount = $5, guest = $6,
         failure_reason = NULL, gateway_order_id = $7, guest_phone = $8, locale = $9,
         status = CASE WHEN $2 = 'pay_at_hotel' THEN 'CONFIRMED' ELSE status END,
         confirmed_at = CASE WHEN $2 = 'pay_at_hotel' THEN now() ELSE confirmed_at END,
         hold_expires_at = CASE WHEN $2 = 'pay_at_hotel' THEN NULL ELSE hold_expires_at END
       WHERE order_id = $1 RETURNING *`,
      [
        live.order_id,
        mode,
        mode === 'pay_at_hotel' ? 'pay_at_hotel' : offer.method,
        offer.offerId,
        offer.discount,
        JSON.stringify(guest),
        mode === 'pay_at_hotel' ? null : gatewayOrderId,
        guestPhoneOf(guest),
        req.locale,
      ],
    );
    if (!row) throw new ItineraryTaken();
    return row;
  });
  if (updated.status === 'CONFIRMED') {
    await creditPoints(ctx.db, updated);
    await onBookingConfirmed(ctx, updated);
  }
  const answer = await idempotentAnswer(ctx, req.key, req.bid, wording);
  if (!answer) throw new Error(`payment attempt ${gatewayOrderId} vanished`);
  return answer;
}
