import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/api-error';
import { creditPoints, type BookingRow } from './create-booking';
import { verifyPaymentSignature } from './gateway';

export function paymentStatus(b: BookingRow) {
  const due = b.payment_mode === 'part_pay' ? b.price.part_pay_amount : b.price.price.selected_rate_plan.price.net_payable_amount;
  const total = b.price.price.selected_rate_plan.price.net_payable_amount;
  const payment_status = b.payment_mode === 'pay_at_hotel' ? ('not_required' as const) : b.gateway_payment_id ? ('paid' as const) : b.status === 'CANCEL' ? ('failed' as const) : ('pending' as const);
  return { order_id: b.order_id, status: b.status, payment_status, paid_amount: b.paid_amount, pending_amount: Math.max(0, (b.gateway_payment_id ? total : due) - b.paid_amount) };
}

/**
 * The gateway callback. The signature is checked against the order id WE stored (never one the
 * caller invents), and the state change is a conditional UPDATE, so a replayed or concurrent
 * callback confirms once and earns points once.
 */
export async function confirmPayment(ctx: AppContext, gatewayOrderId: string, paymentId: string, signature: string) {
  const [booking] = await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE gateway_order_id = $1', [gatewayOrderId]);
  if (!booking) throw notFound('Order not found');
  if (!verifyPaymentSignature(ctx.gateway.keySecret, gatewayOrderId, paymentId, signature)) throw badRequest('Payment signature verification failed');
  if (booking.gateway_payment_id && booking.gateway_payment_id !== paymentId) throw badRequest('Order already paid with another payment');
  const amount = booking.payment_mode === 'part_pay' ? booking.price.part_pay_amount : booking.price.price.selected_rate_plan.price.net_payable_amount;
  const [confirmed] = await ctx.db.query<BookingRow>(
    `UPDATE bookings SET status = 'CONFIRMED', gateway_payment_id = $2, paid_amount = $3 WHERE order_id = $1 AND status = 'PENDING_PAYMENT' RETURNING *`,
    [booking.order_id, paymentId, amount],
  );
  if (confirmed) await creditPoints(ctx.db, confirmed);
  const [current] = await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [booking.order_id]);
  return paymentStatus(current ?? booking);
}
