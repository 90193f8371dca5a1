import type { AppContext } from '../../app-context';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { creditPoints, type BookingRow } from './create-booking';
import { verifyPaymentSignature } from './gateway';
import { releaseExpiredHolds } from '../../inventory/pending-holds';

export function paymentStatus(b: BookingRow) {
  const due =
    b.payment_mode === 'part_pay' ? b.price.part_pay_amount : b.price.price.selected_rate_plan.price.net_payable_amount;
  const total = b.price.price.selected_rate_plan.price.net_payable_amount;
  // An expired hold is a failed payment whatever arrived late (that payment is refunded, see confirmPayment).
  const failed = b.status === 'EXPIRED' || (b.status === 'CANCEL' && !b.gateway_payment_id);
  const payment_status =
    b.payment_mode === 'pay_at_hotel'
      ? ('not_required' as const)
      : failed
        ? ('failed' as const)
        : b.gateway_payment_id
          ? ('paid' as const)
          : ('pending' as const);
  const pending = b.status === 'EXPIRED' ? 0 : Math.max(0, (b.gateway_payment_id ? total : due) - b.paid_amount);
  return {
    order_id: b.order_id,
    status: b.status,
    payment_status,
    paid_amount: b.paid_amount,
    pending_amount: pending,
  };
}

/**
 * The gateway callback. The signature is checked against the order id WE stored (never one the
 * caller invents), and the state change is a conditional UPDATE, so a replayed or concurrent
 * callback confirms once and earns points once.
 *
 * A callback after the hold lapsed (ctx.holdMinutes) is REFUSED with 409: the rooms went back on
 * sale and may be sold, and re-taking them would also need the wallet points the expiry refunded.
 * The booking stays EXPIRED, the first late payment id is kept on it as the refund trail (expired
 * bookings with a gateway_payment_id are the ones to refund), and replays get the same 409.
 */
export async function confirmPayment(ctx: AppContext, gatewayOrderId: string, paymentId: string, signature: string) {
  const [booking] = await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE gateway_order_id = $1', [
    gatewayOrderId,
  ]);
  if (!booking) throw notFound('Order not found');
  if (!verifyPaymentSignature(ctx.gateway.keySecret, gatewayOrderId, paymentId, signature))
    throw badRequest('Payment signature verification failed');
  if (booking.status !== 'EXPIRED' && booking.gateway_payment_id && booking.gateway_payment_id !== paymentId)
    throw badRequest('Order already paid with another payment');
  const amount =
    booking.payment_mode === 'part_pay'
      ? booking.price.part_pay_amount
      : booking.price.price.selected_rate_plan.price.net_payable_amount;
  // Confirms only a hold still live on the app's clock; the row lock settles a race with a sweep.
  const [confirmed] = await ctx.db.query<BookingRow>(
    `UPDATE bookings SET status = 'CONFIRMED', gateway_payment_id = $2, paid_amount = $3
     WHERE order_id = $1 AND status = 'PENDING_PAYMENT' AND (hold_expires_at IS NULL OR hold_expires_at > $4) RETURNING *`,
    [booking.order_id, paymentId, amount, ctx.now().toISOString()],
  );
  if (confirmed) await creditPoints(ctx.db, confirmed);
  else await releaseExpiredHolds(ctx);
  const [current] = await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [booking.order_id]);
  if (current?.status === 'EXPIRED') {
    await ctx.db.query(
      'UPDATE bookings SET gateway_payment_id = $2 WHERE order_id = $1 AND gateway_payment_id IS NULL',
      [booking.order_id, paymentId],
    );
    throw conflict('Payment window expired', [
      `The rooms of ${booking.order_id} were released after ${ctx.holdMinutes} minutes; this payment will be refunded`,
    ]);
  }
  return paymentStatus(current ?? booking);
}
