import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/api-error';
import { stayNights, todayInKolkata } from '@nivaas/domain';
import { storedRooms } from '../../pricing/stay';
import type { BookingRow } from '../payments';
import { releaseExpiredHolds } from '../../inventory/pending-holds';

/**
 * Cancels by order id plus its cancellation hash (144 random bits). In one transaction: status
 * CANCEL (only from a live status, so twice is harmless), the rooms go back to inventory, points
 * used are refunded and points earned are taken back. The guest is then told (SMS, email, WhatsApp).
 */
export async function cancelBooking(
  ctx: AppContext,
  orderId: string,
  hash: string,
  reason: string,
  message: string,
): Promise<BookingRow> {
  // A lapsed hold is released by the sweep, never here: cancelling it must not return its rooms twice.
  await releaseExpiredHolds(ctx);
  const [found] = await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [orderId]);
  if (
    !found ||
    found.cancel_hash.length !== hash.length ||
    !timingSafeEqual(Buffer.from(found.cancel_hash), Buffer.from(hash))
  )
    throw notFound('Booking not found');
  if (found.status === 'CANCEL' || found.status === 'EXPIRED') return found;
  if (found.checkout < todayInKolkata()) throw badRequest('Past bookings cannot be cancelled');
  let cancelledNow = false;
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<BookingRow>(
      `UPDATE bookings SET status = 'CANCEL', cancel_reason = $2, cancelled_at = now() WHERE order_id = $1 AND status NOT IN ('CANCEL', 'EXPIRED') RETURNING *`,
      [orderId, message ? `${reason}: ${message}` : reason],
    );
    if (!row) {
      const [current] = await tx.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [orderId]);
      return current ?? found;
    }
    cancelledNow = true;
    const rooms = storedRooms(row.roomconfig).length;
    await tx.query(
      `UPDATE inventory SET booked = booked - $4 WHERE hotel_id = $1 AND room_type = $2 AND date = ANY($3::text[])`,
      [row.hotel_id, row.room_type, stayNights(row.checkin, row.checkout), rooms],
    );
    if (row.user_id) {
      await tx.query(
        `INSERT INTO wallet_txns (user_id, type, amount, description, order_id)
         SELECT user_id, CASE WHEN amount < 0 THEN 'refund' ELSE 'reversal' END, -amount, 'Cancelled booking ' || order_id, order_id
         FROM wallet_txns WHERE order_id = $1 AND type IN ('debit', 'credit')`,
        [orderId],
      );
    }
    return row;
  });
  // Once, by the request whose UPDATE cancelled it; a message that fails never undoes the cancellation.
  if (cancelledNow) await ctx.notifications.send({ kind: 'booking_cancelled', orderId });
  return cancelled;
}
