import type { AppContext } from '../app-context';

/** When a hold taken now lapses: pay-now and part-pay bookings keep their rooms this long while the guest pays. */
export function holdExpiry(ctx: AppContext): Date {
  return new Date(ctx.now().getTime() + ctx.holdMinutes * 60_000);
}

/**
 * Releases every PENDING_PAYMENT booking whose hold has lapsed: status EXPIRED, its rooms back in
 * inventory, wallet points it used refunded. Returns the order ids released.
 *
 * Lazy, not a timer: every call that reads or takes inventory (pricing, triggers, booking creation)
 * and every call that reads a booking's state (payment status, callback, history, detail,
 * cancellation) runs this first, so nobody can observe a lapsed hold as live. That needs no
 * background worker, behaves the same with several API instances on one PostgreSQL, and tests drive
 * it with the injected clock (ctx.now) instead of waiting. The partial index on pending holds keeps
 * the usual nothing-to-release case to one index probe.
 *
 * One statement (data-modifying CTEs), so the status change, the inventory release and the refund
 * commit together. The UPDATE is conditional on status = 'PENDING_PAYMENT': when two sweeps race
 * (or a sweep races a gateway callback or a cancellation), the row lock makes the loser re-check
 * the status and skip, so a hold is released exactly once. Nights of several expired bookings on
 * the same inventory row are summed first, because UPDATE ... FROM applies one match per row.
 * PostgreSQL runs data-modifying CTEs to completion even when the final SELECT does not read them.
 */
export async function releaseExpiredHolds(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db.query<{ order_id: string }>(
    `WITH expired AS (
       UPDATE bookings SET status = 'EXPIRED'
       WHERE status = 'PENDING_PAYMENT' AND hold_expires_at <= $1
       RETURNING order_id, user_id, hotel_id, room_type, checkin, checkout, roomconfig
     ), nights AS (
       SELECT e.hotel_id, e.room_type, to_char(d, 'YYYY-MM-DD') AS date,
              sum(array_length(string_to_array(e.roomconfig, ','), 1))::int AS rooms
       FROM expired e, generate_series(e.checkin::date, e.checkout::date - 1, interval '1 day') AS d
       GROUP BY 1, 2, 3
     ), released AS (
       UPDATE inventory i SET booked = greatest(0, i.booked - n.rooms)
       FROM nights n WHERE i.hotel_id = n.hotel_id AND i.room_type = n.room_type AND i.date = n.date
       RETURNING i.hotel_id
     ), refunded AS (
       INSERT INTO wallet_txns (user_id, type, amount, description, order_id)
       SELECT w.user_id, 'refund', -w.amount, 'Payment window expired on booking ' || w.order_id, w.order_id
       FROM wallet_txns w JOIN expired e ON e.order_id = w.order_id WHERE w.type = 'debit'
       RETURNING id
     )
     SELECT order_id FROM expired`,
    [ctx.now().toISOString()],
  );
  return rows.map((r) => r.order_id);
}
