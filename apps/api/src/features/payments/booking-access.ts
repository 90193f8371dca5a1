import type { AppContext } from '../../app-context';
import { notFound } from '../../http/api-error';
import { releaseExpiredHolds } from '../../inventory/pending-holds';
import { tokenMatches, type BookingRow } from './booking-row';
import { isOwnedBy, type BookingViewer } from './booking-owner';

/** Who asks for a booking: the signed-in viewer (booking-owner.ts), and the token they present. */
export interface BookingAsker {
  readonly viewer: BookingViewer | null;
  readonly token: string | null | undefined;
}

/**
 * A booking for whoever may see it: its signed-in owner (their account's, or made with the phone they proved),
 * or whoever presents its capability token. Anyone else gets the same 404 as for a missing order (never a 403:
 * existence is not revealed).
 */
export async function bookingFor(ctx: AppContext, orderId: string, who: BookingAsker): Promise<BookingRow> {
  await releaseExpiredHolds(ctx);
  const [b] = await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [orderId]);
  const owner = !!b && isOwnedBy(b, who.viewer);
  // Compare the token even for the owner, so timing says nothing about who asked.
  const holder = !!b && tokenMatches(b, who.token);
  if (!b || !(owner || holder)) throw notFound('Booking not found');
  return b;
}

/** Whether the caller may see a booking's private parts (the owner or the token holder). */
export function mayView(b: BookingRow, who: BookingAsker): boolean {
  const holder = tokenMatches(b, who.token);
  return holder || isOwnedBy(b, who.viewer);
}
