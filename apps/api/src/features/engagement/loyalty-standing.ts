import { addMonths, todayInKolkata } from '@nivaas/domain';
import { LOYALTY_WINDOW_MONTHS, loyaltyStanding, type LoyaltyStanding } from '@nivaas/domain/booking';
import type { Queryable } from '../../db/database';

/**
 * A member's loyalty standing, computed: nights of completed stays (confirmed, since a cancelled or
 * expired booking is never a stay, and checked out before today in Kolkata by the app clock) in the
 * last 12 months, never below the tier stored on the user (a floor granted outright). The wallet and
 * the profile both answer with it.
 */
export async function memberStanding(
  db: Queryable,
  userId: number,
  now: Date,
  grantedTier: string | null | undefined,
): Promise<LoyaltyStanding & { nights: number }> {
  const today = todayInKolkata(now);
  // Dates are ISO text, so they compare as dates.
  const [stays] = await db.query<{ nights: number }>(
    `SELECT coalesce(sum(checkout::date - checkin::date), 0)::int AS nights FROM bookings
     WHERE user_id = $1 AND status = 'CONFIRMED' AND checkout < $2 AND checkout >= $3`,
    [userId, today, addMonths(today, -LOYALTY_WINDOW_MONTHS)],
  );
  const nights = stays?.nights ?? 0;
  return { ...loyaltyStanding(nights, grantedTier), nights };
}
