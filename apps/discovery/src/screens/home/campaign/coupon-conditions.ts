import type { CampaignCoupon } from '@nivaas/api-client/contract';

/** One condition of a coupon, as the campaign's page lists it (texts in campaign-messages.ts). */
export type CouponCondition =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'percent-up-to'; readonly percent: number; readonly max: number }
  | { readonly kind: 'minimum'; readonly min: number }
  | { readonly kind: 'first-booking' }
  | { readonly kind: 'sign-in' };

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

/**
 * What a coupon gives and who may use it, from the coupon's own figures (the API's coupons table, which the checkout
 * applies): the saving, the minimum room price, first booking only, sign-in needed. A coupon of no percentage says
 * nothing about a saving (nothing to claim).
 */
export function couponConditions(coupon: CampaignCoupon): readonly CouponCondition[] {
  const percent = whole(coupon.percent);
  const max = whole(coupon.max_discount);
  const min = whole(coupon.min_amount);
  const out: CouponCondition[] = [];
  if (percent > 0) out.push(max > 0 ? { kind: 'percent-up-to', percent, max } : { kind: 'percent', percent });
  if (min > 0) out.push({ kind: 'minimum', min });
  if (coupon.first_booking_only) out.push({ kind: 'first-booking' });
  if (coupon.login_required) out.push({ kind: 'sign-in' });
  return out;
}
