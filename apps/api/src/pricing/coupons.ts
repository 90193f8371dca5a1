import type { Queryable } from '../db/database';
import { badRequest } from '../http/api-error';
import type { Locale } from '@nivaas/i18n';
import type { TextOf } from '../i18n/content-texts';
import { couponValues } from '../seed/reference-data';
import type { CouponRule } from './price-stay';

interface CouponRow {
  code: string;
  description: string;
  percent: number;
  max_discount: number;
  min_amount: number;
  first_booking_only: boolean;
  login_required: boolean;
}

export interface Coupon extends CouponRule {
  readonly description: string;
  readonly firstBooking: boolean;
}

/** Bookings that count as "booked before" for first-booking coupons (a lapsed or cancelled try does not). */
async function priorBookings(db: Queryable, userId: number): Promise<number> {
  const [prior] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings WHERE user_id = $1 AND status NOT IN ('CANCEL', 'PENDING_PAYMENT', 'EXPIRED')`,
    [userId],
  );
  return prior?.n ?? 0;
}

export type CouponRefusal = 'login_required' | 'first_booking_only';

/** Why this visitor may not use a coupon, as the checkout shows it (docs/rules.md 8), or null when they may. */
function refusal(
  row: CouponRow,
  userId: number | null,
  prior: number,
): { reason: CouponRefusal; message: string; error: string } | null {
  if (row.login_required && !userId)
    return { reason: 'login_required', message: 'Log in to use this coupon', error: `Log in to use ${row.code}` };
  if (row.first_booking_only && userId && prior > 0)
    return {
      reason: 'first_booking_only',
      message: 'Coupon valid on first booking only',
      error: `${row.code} is valid on your first booking only`,
    };
  return null;
}

/** A coupon's description in `locale` (key coupon.{code}), from its own figures; the stored English otherwise. */
export const couponDescription = (
  coupon: Pick<Coupon, 'code' | 'description' | 'percent' | 'maxDiscount' | 'minAmount'>,
  locale: Locale,
  text: TextOf,
): string =>
  text(
    locale,
    `coupon.${coupon.code}`,
    coupon.description,
    couponValues({ percent: coupon.percent, max_discount: coupon.maxDiscount, min_amount: coupon.minAmount }),
  );

const toCoupon = (row: CouponRow): Coupon => ({
  code: row.code,
  percent: row.percent,
  maxDiscount: row.max_discount,
  minAmount: row.min_amount,
  description: row.description,
  firstBooking: row.first_booking_only,
});

/** Finds a coupon and checks who may use it; the message is what the checkout shows (docs/rules.md 8). */
export async function resolveCoupon(db: Queryable, code: string, userId: number | null): Promise<Coupon> {
  const [row] = await db.query<CouponRow>('SELECT * FROM coupons WHERE code = $1', [code.trim().toUpperCase()]);
  if (!row) throw badRequest('Invalid coupon code', [`Coupon ${code} does not exist`]);
  const refused = refusal(row, userId, userId && row.first_booking_only ? await priorBookings(db, userId) : 0);
  if (refused) throw badRequest(refused.message, [refused.error]);
  return toCoupon(row);
}

/**
 * Every coupon this visitor may use, by the same rules as resolveCoupon (login, first booking);
 * the minimum amount is left to priceStay, which gives 0 off below it. Ordered by code, so ties
 * between equal savings always pick the same coupon.
 */
export async function usableCoupons(db: Queryable, userId: number | null): Promise<Coupon[]> {
  return (await couponsFor(db, userId)).filter((c) => c.refusal === null).map((c) => c.coupon);
}

/**
 * Every coupon, with why this visitor may not use it yet (null when they may), by the same rules as
 * resolveCoupon; ordered by code.
 */
export async function couponsFor(
  db: Queryable,
  userId: number | null,
): Promise<{ coupon: Coupon; refusal: CouponRefusal | null }[]> {
  const rows = await db.query<CouponRow>('SELECT * FROM coupons ORDER BY code');
  const prior = userId && rows.some((r) => r.first_booking_only) ? await priorBookings(db, userId) : 0;
  return rows.map((row) => ({ coupon: toCoupon(row), refusal: refusal(row, userId, prior)?.reason ?? null }));
}
