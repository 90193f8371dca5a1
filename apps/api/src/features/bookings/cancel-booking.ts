import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/api-error';
import { todayInKolkata } from '@nivaas/domain';
import { stayNights } from '@nivaas/domain/dates';
import { storedRooms } from '../../pricing/stay';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { quoteRefund, type CancellableRow } from './cancellation-refund';
import { releaseExpiredHolds } from '../../inventory/pending-holds';
import { walletBalance } from '../../pricing/availability';

/**
 * Cancels by order id plus its cancellation hash (144 random bits). In one transaction: status
 * CANCEL (only from a live status, so twice is harmless) with the refund the rate plan's policy gives
 * at this moment (app clock; the same quote the page showed), the rooms go back to inventory, points
 * used are refunded and points earned are taken back. The guest is then told (SMS, email, WhatsApp).
 */
export async function cancelBooking(
  ctx: AppContext,
  catalogue: Catalogue,
  orderId: string,
  hash: string,
  reason: string,
  message: string,
): Promise<CancellableRow> {
  // A lapsed hold is released by the sweep, never here: cancelling it must not return its rooms twice.
  await releaseExpiredHolds(ctx);
  const [found] = await ctx.db.query<CancellableRow>('SELECT * FROM bookings WHERE order_id = $1', [orderId]);
  if (
    !found ||
    found.cancel_hash.length !== hash.length ||
    !timingSafeEqual(Buffer.from(found.cancel_hash), Buffer.from(hash))
  )
    throw notFound('Booking not found');
  if (found.status === 'CANCEL' || found.status === 'EXPIRED') return found;
  const now = ctx.now();
  if (found.checkout < todayInKolkata(now)) throw badRequest('Past bookings cannot be cancelled');
  const quote = quoteRefund(catalogue, found, now);
  let cancelledNow = false;
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<CancellableRow>(
      `UPDATE bookings SET status = 'CANCEL', cancel_reason = $2, cancelled_at = $3, refund_amount = $4, cancellation_charge = $5
       WHERE order_id = $1 AND status NOT IN ('CANCEL', 'EXPIRED') RETURNING *`,
      [orderId, message ? `${reason}: ${message}` : reason, now, quote.refund, quote.charge],
    );
    if (!row) {
      const [current] = await tx.query<CancellableRow>('SELECT * FROM bookings WHERE order_id = $1', [orderId]);
      return current ?? found;
    }
    cancelledNow = true;
    const rooms = storedRooms(row.roomconfig).length;
    await tx.query(
      `UPDATE inventory SET booked = booked - $4 WHERE hotel_id = $1 AND room_type = $2 AND date = ANY($3::text[])`,
      [row.hotel_id, row.room_type, stayNights(row.checkin, row.checkout), rooms],
    );
    if (row.user_id) {
      // The member's row is locked as the booking path locks it (member-entitlement.ts), so points
      // spent meanwhile cannot slip between the balance read and the reversal.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [row.user_id]);
      // Points used on the booking come back in full.
      await tx.query(
        `INSERT INTO wallet_txns (user_id, type, amount, description, order_id)
         SELECT user_id, 'refund', -amount, 'Cancelled booking ' || order_id, order_id
         FROM wallet_txns WHERE order_id = $1 AND type = 'debit'`,
        [orderId],
      );
      // Points earned on it are taken back, but only as far as the balance goes: if they were
      // already spent, the balance stops at 0 and never goes negative.
      const [earned] = await tx.query<{ amount: number }>(
        `SELECT coalesce(sum(amount), 0)::int AS amount FROM wallet_txns WHERE order_id = $1 AND type = 'credit'`,
        [orderId],
      );
      const reversal = Math.min(earned?.amount ?? 0, Math.max(0, await walletBalance(tx, row.user_id)));
      if (reversal > 0)
        await tx.query(
          `INSERT INTO wallet_txns (user_id, type, amount, description, order_id) VALUES ($1, 'reversal', $2, $3, $4)`,
          [row.user_id, -reversal, `Cancelled booking ${orderId}`, orderId],
        );
    }
    return row;
  });
  // Once, by the request whose UPDATE cancelled it; a message that fails never undoes the cancellation.
  if (cancelledNow) await ctx.notifications.send({ kind: 'booking_cancelled', orderId });
  return cancelled;
}
