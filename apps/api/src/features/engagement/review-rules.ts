import { todayInKolkata } from '@nivaas/domain';
import type { Queryable } from '../../db/database';
import { conflict, forbidden } from '../../http/api-error';

/** A stay counts as completed once it was confirmed (paid, or to pay at the hotel) and checked out before today. */
const COMPLETED = `status = 'CONFIRMED' AND checkout < $3`;

export interface ReviewableStay {
  order_id: string;
  checkin: string;
  checkout: string;
}

/** The user's completed stays at a hotel that have no review yet, latest first. */
export async function reviewableStays(db: Queryable, userId: number, hotelId: number): Promise<ReviewableStay[]> {
  return db.query<ReviewableStay>(
    `SELECT b.order_id, b.checkin, b.checkout FROM bookings b
     WHERE b.user_id = $1 AND b.hotel_id = $2 AND ${COMPLETED}
       AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_id = b.order_id)
     ORDER BY b.checkout DESC, b.order_id`,
    [userId, hotelId, todayInKolkata()],
  );
}

/**
 * Only a guest who stayed may review, once per stay: the booking must be theirs, at this hotel,
 * confirmed and checked out before today (403 otherwise, saying which), and not reviewed yet (409).
 */
export async function assertMayReview(db: Queryable, userId: number, hotelId: number, orderId: string): Promise<void> {
  const [booking] = await db.query<{ hotel_id: number; status: string; checkout: string; completed: boolean }>(
    `SELECT hotel_id, status, checkout, (${COMPLETED}) AS completed FROM bookings WHERE order_id = $1 AND user_id = $2`,
    [orderId, userId, todayInKolkata()],
  );
  if (!booking || booking.hotel_id !== hotelId)
    throw forbidden('Only guests who stayed at this hotel can review it', [
      `booking ${orderId} is not one of your stays at this hotel`,
    ]);
  if (!booking.completed)
    throw forbidden('You can review this stay after you check out', [
      booking.status === 'CONFIRMED'
        ? `booking ${orderId} checks out on ${booking.checkout}`
        : `booking ${orderId} is not a completed stay (${booking.status})`,
    ]);
  const [reviewed] = await db.query('SELECT 1 FROM reviews WHERE order_id = $1', [orderId]);
  if (reviewed) throw alreadyReviewed(orderId);
}

export const alreadyReviewed = (orderId: string) =>
  conflict('You have already reviewed this stay', [`booking ${orderId} already has a review`]);
