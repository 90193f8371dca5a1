import type { AppContext } from '../../app-context';
import { notFound } from '../../http/api-error';
import { releaseExpiredHolds } from '../../inventory/pending-holds';
import { tokenMatches, type BookingRow } from './booking-row';

/**
 * A booking for whoever may see it: its signed-in owner, or whoever presents its capability token.
 * Anyone else gets the same 404 as for a missing order (never a 403: existence is not revealed).
 */
export async function bookingFor(
  ctx: AppContext,
  orderId: string,
  who: { userId: number | null; token: string | null | undefined },
): Promise<BookingRow> {
  await releaseExpiredHolds(ctx);
  const [b] = await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [orderId]);
  const owner = !!b && b.user_id !== null && b.user_id === who.userId;
  // Compare the token even for the owner, so timing says nothing about who asked.
  const holder = !!b && tokenMatches(b, who.token);
  if (!b || !(owner || holder)) throw notFound('Booking not found');
  return b;
}

/** Whether the caller may see a booking's private parts (the owner or the token holder). */
export function mayView(b: BookingRow, who: { userId: number | null; token: string | null | undefined }): boolean {
  const holder = tokenMatches(b, who.token);
  return holder || (b.user_id !== null && b.user_id === who.userId);
}
