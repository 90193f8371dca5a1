import type { Queryable } from '../../db/database';
import { conflict } from '../../http/api-error';
import { walletBalance } from '../../pricing/availability';
import type { PricedCart } from '../checkout';

/**
 * Called first inside createBooking's transaction. The price was computed before that transaction,
 * from the wallet balance and the member's bookings as they were then, so two bookings racing on two
 * itineraries both saw the same points and the same "no booking yet". Here the member's users row is
 * locked (FOR NO KEY UPDATE: it serialises one member's bookings like FOR UPDATE, yet lets the
 * wallet_txns foreign-key checks of a concurrent cancellation through, so the two cannot deadlock),
 * then the points and the first-booking rule are checked again against committed data. A booking
 * whose points or coupon are no longer there is refused, never silently repriced: 409 code
 * 'price_changed' (booking-races.spec.ts and its PostgreSQL twin).
 */
export async function checkMemberStillEntitled(
  tx: Queryable,
  userId: number | null,
  priced: PricedCart,
): Promise<void> {
  if (!userId) return;
  const usesPoints = priced.price.walletDiscount > 0;
  const coupon = priced.price.couponDiscount > 0 ? priced.cart.coupon_code : null;
  if (!usesPoints && !coupon) return;
  await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  if (usesPoints) {
    const balance = await walletBalance(tx, userId);
    if (balance < priced.price.walletDiscount)
      throw conflict(
        'Price changed: your points were used on another booking',
        [
          `This booking applied ${priced.price.walletDiscount} points but your wallet now has ${balance}; review the new total and pay again`,
        ],
        'price_changed',
      );
  }
  if (!coupon) return;
  const [rule] = await tx.query<{ first_booking_only: boolean }>(
    'SELECT first_booking_only FROM coupons WHERE code = $1',
    [coupon],
  );
  if (!rule?.first_booking_only) return;
  // Any live booking counts here, unpaid holds too: two holds must not both carry a first-booking coupon.
  const [other] = await tx.query<{ order_id: string }>(
    `SELECT order_id FROM bookings WHERE user_id = $1 AND status NOT IN ('CANCEL', 'EXPIRED') LIMIT 1`,
    [userId],
  );
  if (other)
    throw conflict(
      'Coupon valid on first booking only',
      [
        `${coupon} is valid on your first booking only, and booking ${other.order_id} is already yours; remove the coupon to see the new total`,
      ],
      'price_changed',
    );
}
