import type { AppContext, NotificationEvent } from '../../app-context';
import type { BookingRow } from './booking-row';

async function send(ctx: AppContext, event: NotificationEvent): Promise<void> {
  try {
    await ctx.notifications.send(event);
  } catch {
    // A message that cannot be queued never undoes a booking (the notifications feature logs it; the sweep writes
    // the messages of a booking that has none).
  }
}

/**
 * Called exactly once per booking, by whoever made it CONFIRMED: pay at hotel at creation, pay now and
 * part pay by the first successful gateway callback (its conditional UPDATE is the "once").
 */
export async function onBookingConfirmed(ctx: AppContext, booking: Pick<BookingRow, 'order_id'>): Promise<void> {
  await send(ctx, { kind: 'booking_confirmed', orderId: booking.order_id });
}

/** Called exactly once per paid balance, by the callback whose conditional UPDATE recorded it. */
export async function onBalancePaid(ctx: AppContext, booking: Pick<BookingRow, 'order_id'>): Promise<void> {
  await send(ctx, { kind: 'balance_paid', orderId: booking.order_id });
}
