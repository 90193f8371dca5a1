import type { Queryable } from '../db/database';
import { badRequest } from '../http/api-error';
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

/** Finds a coupon and checks who may use it; the message is what the checkout shows (SPEC.md 8). */
export async function resolveCoupon(
  db: Queryable,
  code: string,
  userId: number | null,
): Promise<CouponRule & { description: string; firstBooking: boolean }> {
  const [row] = await db.query<CouponRow>('SELECT * FROM coupons WHERE code = $1', [code.trim().toUpperCase()]);
  if (!row) throw badRequest('Invalid coupon code', [`Coupon ${code} does not exist`]);
  if (row.login_required && !userId) throw badRequest('Log in to use this coupon', [`Log in to use ${row.code}`]);
  if (row.first_booking_only && userId) {
    const [prior] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE user_id = $1 AND status NOT IN ('CANCEL', 'PENDING_PAYMENT', 'EXPIRED')`,
      [userId],
    );
    if ((prior?.n ?? 0) > 0)
      throw badRequest('Coupon valid on first booking only', [`${row.code} is valid on your first booking only`]);
  }
  return {
    code: row.code,
    percent: row.percent,
    maxDiscount: row.max_discount,
    minAmount: row.min_amount,
    description: row.description,
    firstBooking: row.first_booking_only,
  };
}
