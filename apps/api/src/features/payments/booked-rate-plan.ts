import type { Checkout, CheckoutPrice } from '@nivaas/api-client/contract';
import type { Locale } from '@nivaas/i18n';
import { englishText, type TextOf } from '../../i18n/content-texts';
import { ratePlanIn } from '../../pricing/rate-plan-text';
import { RATE_PLANS } from '../../seed/reference-data';
import type { BookingRow } from './booking-row';

type RatePlan = Checkout['price']['selected_rate_plan']['rate_plan'];

/**
 * The booked plan: its terms (code, refundable, description) as they were when booked, from the booking's
 * price snapshot; its name and tag as the plan is called now. Older snapshots had no name and
 * tagged the non-refundable plan "Save 10%", a saving claim the plan does not make.
 */
export function bookedRatePlan(b: BookingRow, locale: Locale = 'en-IN', text: TextOf = englishText): RatePlan {
  const booked: Partial<RatePlan> & Omit<RatePlan, 'name'> = b.price.price.selected_rate_plan.rate_plan;
  const current = Object.hasOwn(RATE_PLANS, booked.code) ? RATE_PLANS[booked.code as keyof typeof RATE_PLANS] : null;
  return ratePlanIn(
    {
      code: booked.code,
      name: current?.name ?? booked.name ?? booked.code,
      description: booked.description,
      refundable: booked.refundable,
      tag: current?.tag ?? booked.tag,
    },
    locale,
    text,
  );
}

/**
 * The booked price snapshot with its savings as they are counted now: member discount, coupon and corporate
 * rate. Older snapshots counted the points in total_discount too, which showed them twice.
 */
export function bookedPrice(b: BookingRow): CheckoutPrice {
  const price = b.price.price.selected_rate_plan.price;
  // Snapshots from before corporate rates have none.
  const corporate = price.corporate_discount ?? 0;
  return {
    ...price,
    corporate_discount: corporate,
    total_discount: price.member_discount + price.coupon_discount + corporate,
  };
}
