import type { PaymentMethodCode, PaymentResponse } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import { badRequest, conflict } from '../../http/api-error';
import { bookingFor } from './booking-access';
import type { BookingViewer } from './booking-owner';
import { balanceDue, totalOf } from './booking-row';
import { createGatewayOrder } from './gateway';
import { checkExpectedAmount } from './pay-checks';
import { findAttemptByKey, insertAttempt } from './payment-attempts';
import { chooseOffer } from './payment-offers';
import { paymentResponse, type Wording } from './payment-response';

/**
 * The part-pay balance of a CONFIRMED booking, paid later from the link the guest was sent (by token) or
 * as its owner: a gateway order for the balance less the payment offer, checked against the amount the
 * guest saw. The callback adds it to paid_amount once (confirmBalance). Same Idempotency-Key, same answer.
 */
export async function payBalance(
  ctx: AppContext,
  input: {
    orderId: string;
    token: string | undefined;
    viewer: BookingViewer | null;
    key: string;
    method: PaymentMethodCode | undefined;
    offerId: string | undefined;
    expected: number;
  },
  wording: Wording,
): Promise<PaymentResponse> {
  const booking = await bookingFor(ctx, input.orderId, { viewer: input.viewer, token: input.token });
  const previous = await findAttemptByKey(ctx.db, input.key);
  if (previous) {
    if (previous.order_id !== booking.order_id || previous.purpose !== 'balance')
      throw badRequest('Idempotency-Key already used for another payment');
    return paymentResponse(ctx, booking, previous, wording);
  }
  const balance = balanceDue(booking);
  if (balance <= 0)
    throw badRequest('No balance to pay', [`${booking.order_id} is ${booking.status} with nothing left to pay online`]);
  const offer = chooseOffer(input.offerId, input.method, balance);
  const amountNow = balance - offer.discount;
  // The "total" a price_changed message names is what is left to pay, here the balance.
  checkExpectedAmount('pay_now', input.expected, amountNow, Math.min(balance, totalOf(booking)));
  const gateway = await createGatewayOrder(ctx, booking, amountNow);
  try {
    const attempt = await insertAttempt(ctx.db, {
      gateway_order_id: gateway.gateway_order_id,
      order_id: booking.order_id,
      purpose: 'balance',
      amount: amountNow,
      offer_discount: offer.discount,
      method: offer.method,
      offer_id: offer.offerId,
      idempotency_key: input.key,
    });
    return paymentResponse(ctx, booking, attempt, wording);
  } catch (error) {
    // The same key raced in on another connection: answer with the first attempt.
    if ((error as { code?: string }).code !== '23505') throw error;
    const first = await findAttemptByKey(ctx.db, input.key);
    if (!first) throw conflict('Payment in progress, try again');
    return paymentResponse(ctx, booking, first, wording);
  }
}
