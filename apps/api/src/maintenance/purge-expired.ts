import { todayInKolkata } from '@nivaas/domain';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/database';
import { MAX_WRONG_RESET_CODES } from '../features/auth';
import { releaseExpiredHolds } from '../inventory/pending-holds';

/** An itinerary nobody booked is kept this long for the guest to come back to (its stay may be months away). */
export const CART_TTL_DAYS = 30;
/** A login code's SMS record outlives its code by a day (support can still see it was sent), then goes. */
export const OTP_MESSAGE_TTL_HOURS = 24;

export interface PurgeCounts {
  readonly sessions: number;
  readonly otps: number;
  readonly passwordResets: number;
  readonly carts: number;
  readonly otpMessages: number;
  readonly devInbox: number;
  readonly captchaChallenges: number;
  readonly holdsReleased: number;
}

/** Runs a DELETE ... RETURNING 1 and counts what it removed. */
async function deleted(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    params,
  );
  return row?.n ?? 0;
}

/**
 * Removes what can no longer be used, by the app clock (ctx.now): nothing removed here changes an
 * answer, it only stops the tables growing for ever.
 *
 * - sessions past their expiry (findSessionUser already ignores them);
 * - OTPs past their expiry: an expired code neither verifies nor locks, and the next send starts a
 *   fresh count whether or not the row is there;
 * - password resets used, expired or ended by the 5th wrong code (each is a 404 already);
 * - itineraries whose check-in day has passed in Kolkata, or untouched for CART_TTL_DAYS with no
 *   booking on them; never one whose booking still waits for its payment (a late callback needs it);
 * - the outbox rows of login codes after OTP_MESSAGE_TTL_HOURS (one per send: they pile up fastest);
 * - in production, any development OTP inbox row (codes in clear have no place there);
 * - local captcha challenges used or past their expiry (each is a failed check already);
 * - lapsed pending-payment holds (the same release every booking call runs first), so their rooms
 *   and points come back even while nobody calls the API.
 * Every statement is idempotent and safe beside live traffic and other instances.
 */
export async function purgeExpired(ctx: AppContext): Promise<PurgeCounts> {
  const { db } = ctx;
  const now = ctx.now();
  const holdsReleased = (await releaseExpiredHolds(ctx)).length;
  const sessions = await deleted(db, 'DELETE FROM sessions WHERE expires_at <= $1', [now]);
  const otps = await deleted(db, 'DELETE FROM otps WHERE expires_at <= $1', [now]);
  const passwordResets = await deleted(
    db,
    'DELETE FROM password_resets WHERE used OR expires_at <= $1 OR wrong_codes >= $2',
    [now, MAX_WRONG_RESET_CODES],
  );
  const carts = await deleted(
    db,
    `DELETE FROM carts c
      WHERE (c.checkin < $1
             OR (c.created_at <= $2 AND NOT EXISTS (
                   SELECT 1 FROM bookings b WHERE b.bid = c.bid AND b.status IN ('CONFIRMED', 'PENDING_PAYMENT'))))
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.bid = c.bid AND b.status = 'PENDING_PAYMENT')`,
    [todayInKolkata(now), new Date(now.getTime() - CART_TTL_DAYS * 86_400_000)],
  );
  const otpMessages = await deleted(db, `DELETE FROM outbox WHERE kind = 'otp' AND created_at <= $1`, [
    new Date(now.getTime() - OTP_MESSAGE_TTL_HOURS * 3_600_000),
  ]);
  const devInbox = ctx.production ? await deleted(db, 'DELETE FROM otp_inbox', []) : 0;
  // The database's clock, as the challenges' expiry was written with it (local-captcha.ts).
  const captchaChallenges = await deleted(db, 'DELETE FROM captcha_challenges WHERE used OR expires_at <= now()', []);
  return { sessions, otps, passwordResets, carts, otpMessages, devInbox, captchaChallenges, holdsReleased };
}
