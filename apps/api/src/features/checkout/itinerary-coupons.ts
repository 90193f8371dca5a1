import type { ItineraryCoupon, ItineraryCouponsResponse } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import type { Catalogue } from '../../catalogue/catalogue-store';
import type { Locale } from '@nivaas/i18n';
import { couponDescription, couponsFor } from '../../pricing/coupons';
import { priceStay } from '../../pricing/price-stay';
import { tariffsFor } from '../../pricing/quote-hotel';
import type { CartRow } from './cart-store';
import { priceCart } from './price-cart';

const ORDER: Record<ItineraryCoupon['status'], number> = {
  applied: 0,
  available: 1,
  login_required: 2,
  first_booking_only: 3,
  below_minimum: 4,
  corporate_rate: 5,
};

/**
 * Every coupon as the itinerary's coupon list shows it: its saving on this stay and plan, priced exactly as
 * applying it would (priceStay on the cart's tariffs, after the member discount), and its status for this
 * visitor. The applied one first, then the others that save something (most first), then those a guest can
 * still get (by signing in), then the rest.
 */
export async function itineraryCoupons(
  ctx: AppContext,
  catalogue: Catalogue,
  cart: CartRow,
  userId: number | null,
  locale: Locale,
): Promise<ItineraryCouponsResponse> {
  const priced = await priceCart(ctx, catalogue, { ...cart, coupon_code: null }, userId);
  const tariffs = tariffsFor(priced.hotel, priced.roomType, priced.plan.code, priced.stay.nights, ctx.pricing);
  const rooms = priced.stay.rooms.length;
  // A corporate user's rate, when it is lower than the member price without a coupon (priceCart's choice).
  const corporateTotal = priced.corporate ? priced.price.total : null;
  const coupons = (await couponsFor(ctx.db, userId)).map(({ coupon, refusal }): ItineraryCoupon => {
    const withCoupon = refusal ? null : priceStay({ tariffs, rooms, member: userId !== null, coupon }, ctx.pricing);
    // A coupon that does not bring the member price below the company's rate is not offered on top of it.
    const beaten = withCoupon !== null && corporateTotal !== null && withCoupon.total >= corporateTotal;
    const saving = withCoupon && !beaten ? withCoupon.couponDiscount : 0;
    const status = beaten
      ? 'corporate_rate'
      : (refusal ?? (cart.coupon_code === coupon.code ? 'applied' : saving > 0 ? 'available' : 'below_minimum'));
    return {
      code: coupon.code,
      description: couponDescription(coupon, locale, catalogue.text),
      status,
      saving,
      min_amount: coupon.minAmount,
    };
  });
  return { coupons: coupons.sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.saving - a.saving) };
}
