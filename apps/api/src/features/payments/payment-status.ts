import type { PaymentStatusResponse } from '@nivaas/api-client/contract';
import { balanceDue, totalOf, type BookingRow } from './booking-row';

/**
 * The payment state of a booking. payment_status: pay at hotel needs none; EXPIRED (and CANCEL before any
 * payment) failed; paid once the gateway confirmed. pending_amount: what is still to pay (the part-pay
 * balance, the whole at the hotel, or the current attempt's amount while waiting). failure_reason: why the
 * last attempt did not go through while the booking still waits, or 'expired'. The itinerary (how to go
 * back to the checkout with the same choice) only for the token holder or the owner (`withItinerary`).
 */
export function paymentStatus(b: BookingRow, withItinerary = false): PaymentStatusResponse {
  const total = totalOf(b);
  const ended = b.status === 'EXPIRED' || b.status === 'CANCEL';
  const failed = b.status === 'EXPIRED' || (b.status === 'CANCEL' && !b.gateway_payment_id);
  const payment_status =
    b.payment_mode === 'pay_at_hotel'
      ? ('not_required' as const)
      : failed
        ? ('failed' as const)
        : b.gateway_payment_id
          ? ('paid' as const)
          : ('pending' as const);
  const waiting = b.status === 'PENDING_PAYMENT';
  const dueNow = b.payment_mode === 'part_pay' ? b.price.part_pay_amount : total;
  const pending = ended
    ? 0
    : b.payment_mode === 'pay_at_hotel'
      ? total
      : b.gateway_payment_id
        ? balanceDue(b)
        : Math.max(0, dueNow - b.offer_discount);
  return {
    order_id: b.order_id,
    status: b.status,
    payment_status,
    failure_reason: b.status === 'EXPIRED' ? 'expired' : waiting ? b.failure_reason : null,
    paid_amount: b.paid_amount,
    pending_amount: pending,
    itinerary: withItinerary
      ? {
          bid: b.bid,
          hotel_id: b.hotel_id,
          checkin: b.checkin,
          checkout: b.checkout,
          roomconfig: b.roomconfig,
          roomtype: b.room_type,
          rateplan: b.rate_plan,
          payment_mode: b.payment_mode,
          method: b.payment_method,
        }
      : null,
  };
}
