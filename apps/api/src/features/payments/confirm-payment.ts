import type { AppContext } from '../../app-context';
import { ApiError, badRequest, conflict, notFound } from '../../http/api-error';
import { releaseExpiredHolds } from '../../inventory/pending-holds';
import { onBalancePaid, onBookingConfirmed } from './booking-events';
import type { BookingRow } from './booking-row';
import { creditPoints } from './create-booking';
import { verifyPaymentSignature } from './gateway';
import { findAttempt, type PaymentAttempt } from './payment-attempts';
import { paymentStatus } from './payment-status';
import { statusOf } from '../../observability/metrics';

const byOrder = async (ctx: AppContext, orderId: string) =>
  (await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [orderId]))[0];

/** Money that arrived for an attempt that cannot take it: kept on the attempt (and the booking) for the refund. */
async function keepForRefund(ctx: AppContext, attempt: PaymentAttempt, paymentId: string, onBooking: boolean) {
  await ctx.db.query(
    `UPDATE payment_attempts SET payment_id = $2, status = 'refund_due', updated_at = now() WHERE gateway_order_id = $1 AND payment_id IS NULL`,
    [attempt.gateway_order_id, paymentId],
  );
  if (onBooking)
    await ctx.db.query(
      'UPDATE bookings SET gateway_payment_id = $2 WHERE order_id = $1 AND gateway_payment_id IS NULL',
      [attempt.order_id, paymentId],
    );
}

/**
 * The gateway callback. The signature is checked against the gateway order id WE stored (never one the
 * caller invents); every gateway order of a booking (first payment, retries, balance) is a payment
 * attempt, so a late callback on an older one still finds its booking. State changes are conditional
 * UPDATEs, so a replayed or concurrent callback confirms once, credits points once and notifies once.
 *
 * A callback after the hold lapsed, or after the booking was cancelled while pending, is REFUSED with
 * 409: the rooms went back on sale and the points were refunded, so the booking is not revived; the
 * first late payment id is kept on the booking and the attempt as the refund trail
 * (`status IN ('EXPIRED', 'CANCEL') AND gateway_payment_id IS NOT NULL` are the payments to refund).
 */
export async function confirmPayment(ctx: AppContext, gatewayOrderId: string, paymentId: string, signature: string) {
  const attempt = await findAttempt(ctx.db, gatewayOrderId);
  const method = attempt?.method ?? 'unknown';
  try {
    const settled = await settlePayment(ctx, attempt, gatewayOrderId, paymentId, signature);
    ctx.metrics.payments.inc({ method, outcome: 'paid' });
    return settled;
  } catch (error) {
    ctx.metrics.payments.inc({ method, outcome: paymentFailure(error) });
    throw error;
  }
}

/** A refused confirmation's outcome label: a late or duplicate payment (409), a bad callback (4xx), or ours. */
function paymentFailure(error: unknown): string {
  const status = statusOf(error);
  return status === 409 ? 'conflict' : status < 500 ? 'rejected' : 'failed';
}

async function settlePayment(
  ctx: AppContext,
  attempt: PaymentAttempt | null | undefined,
  gatewayOrderId: string,
  paymentId: string,
  signature: string,
) {
  if (!attempt) throw notFound('Order not found');
  if (!verifyPaymentSignature(ctx.gateway.keySecret, gatewayOrderId, paymentId, signature))
    throw badRequest('Payment signature verification failed');
  // A paid attempt takes no second payment; one kept for a refund answers below like its booking (409).
  if (attempt.status === 'paid' && attempt.payment_id !== paymentId)
    throw badRequest('Order already paid with another payment');
  if (attempt.purpose === 'balance') return confirmBalance(ctx, attempt, paymentId);
  const booking = await byOrder(ctx, attempt.order_id);
  if (!booking) throw notFound('Order not found');
  // The attempt remembers what it charged; the mode follows from it (the part-pay amount or the whole).
  const mode = attempt.amount + attempt.offer_discount === booking.price.part_pay_amount ? 'part_pay' : 'pay_now';
  const confirmed = await ctx.db.transaction(async (tx) => {
    // Confirms only a hold still live on the app's clock; the row lock settles a race with a sweep.
    const [row] = await tx.query<BookingRow>(
      `UPDATE bookings SET status = 'CONFIRMED', gateway_payment_id = $2, paid_amount = $3, offer_discount = $4, offer_id = $5,
         payment_method = $6, payment_mode = $7, gateway_order_id = $8, confirmed_at = now(), failure_reason = NULL
       WHERE order_id = $1 AND status = 'PENDING_PAYMENT' AND (hold_expires_at IS NULL OR hold_expires_at > $9) RETURNING *`,
      [
        booking.order_id,
        paymentId,
        attempt.amount,
        attempt.offer_discount,
        attempt.offer_id,
        attempt.method,
        mode,
        attempt.gateway_order_id,
        ctx.now().toISOString(),
      ],
    );
    if (!row) return null;
    await tx.query(
      `UPDATE payment_attempts SET status = 'paid', payment_id = $2, updated_at = now() WHERE gateway_order_id = $1`,
      [attempt.gateway_order_id, paymentId],
    );
    await creditPoints(tx, row);
    return row;
  });
  if (confirmed) {
    await onBookingConfirmed(ctx, confirmed);
    return paymentStatus(confirmed);
  }
  await releaseExpiredHolds(ctx);
  const current = (await byOrder(ctx, booking.order_id)) ?? booking;
  if (current.status === 'CONFIRMED' && current.gateway_payment_id === paymentId) return paymentStatus(current);
  if (current.status === 'EXPIRED') {
    await keepForRefund(ctx, attempt, paymentId, true);
    throw conflict('Payment window expired', [
      `The rooms of ${booking.order_id} were released after ${ctx.holdMinutes} minutes; this payment will be refunded`,
    ]);
  }
  if (current.status === 'CANCEL') {
    await keepForRefund(ctx, attempt, paymentId, true);
    throw conflict('Booking cancelled', [
      `${booking.order_id} was cancelled before this payment arrived; this payment will be refunded`,
    ]);
  }
  // Paid already through another attempt (or confirmed to pay at the hotel): this money goes back.
  await keepForRefund(ctx, attempt, paymentId, false);
  if (current.gateway_payment_id) throw badRequest('Order already paid with another payment');
  throw conflict('Booking already confirmed', [
    `${booking.order_id} is confirmed to pay at the hotel; this payment will be refunded`,
  ]);
}

/** A part-pay balance: added to paid_amount once (the attempt's conditional UPDATE), never past the total. */
async function confirmBalance(ctx: AppContext, attempt: PaymentAttempt, paymentId: string) {
  const result = await ctx.db.transaction(async (tx) => {
    const [won] = await tx.query<PaymentAttempt>(
      `UPDATE payment_attempts SET status = 'paid', payment_id = $2, updated_at = now()
       WHERE gateway_order_id = $1 AND status IN ('created', 'declined', 'cancelled') RETURNING *`,
      [attempt.gateway_order_id, paymentId],
    );
    if (!won) return { booking: null };
    const [booking] = await tx.query<BookingRow>(
      `UPDATE bookings SET paid_amount = paid_amount + $2, offer_discount = offer_discount + $3
       WHERE order_id = $1 AND status = 'CONFIRMED'
         AND paid_amount + offer_discount + $2 + $3 <= (price#>>'{price,selected_rate_plan,price,net_payable_amount}')::int
       RETURNING *`,
      [attempt.order_id, attempt.amount, attempt.offer_discount],
    );
    if (!booking)
      await tx.query(`UPDATE payment_attempts SET status = 'refund_due' WHERE gateway_order_id = $1`, [
        attempt.gateway_order_id,
      ]);
    return { booking: booking ?? null };
  });
  if (result.booking) {
    await onBalancePaid(ctx, result.booking);
    return paymentStatus(result.booking);
  }
  const current = await byOrder(ctx, attempt.order_id);
  if (!current) throw notFound('Order not found');
  const [now] = await ctx.db.query<PaymentAttempt>('SELECT * FROM payment_attempts WHERE gateway_order_id = $1', [
    attempt.gateway_order_id,
  ]);
  if (now?.status === 'paid' && now.payment_id === paymentId) return paymentStatus(current);
  throw new ApiError(409, 'Balance not taken', [
    `${attempt.order_id} has no balance to pay (${current.status}); this payment will be refunded`,
  ]);
}

/**
 * A declined or cancelled payment on the gateway's page: recorded on the attempt, and on the booking
 * while it still waits for this very attempt (payment status then says why; the next pay call clears it).
 */
export async function failPayment(ctx: AppContext, gatewayOrderId: string, reason: 'declined' | 'cancelled') {
  const [attempt] = await ctx.db.query<PaymentAttempt>(
    `UPDATE payment_attempts SET status = $2, failure_reason = $2, updated_at = now()
     WHERE gateway_order_id = $1 AND status = 'created' RETURNING *`,
    [gatewayOrderId, reason],
  );
  if (attempt) ctx.metrics.payments.inc({ method: attempt.method ?? 'unknown', outcome: reason });
  if (attempt?.purpose === 'booking')
    await ctx.db.query(
      `UPDATE bookings SET failure_reason = $3 WHERE order_id = $1 AND gateway_order_id = $2 AND status = 'PENDING_PAYMENT'`,
      [attempt.order_id, gatewayOrderId, reason],
    );
}
