import type { CorporatePriceResponse, RatePlanPrice } from '@nivaas/api-client/contract';
import { savingPercent } from '@nivaas/domain/prices';

/** A room type's corporate price for the stay (the corporate-price call, docs/rules.md 7), refundable plan. */
export type CorporatePrice = CorporatePriceResponse['prices'][number];

/** A rate plan as the hotel page shows it: the room prices call's, or a corporate user's rate on it. */
export type OfferPlan = RatePlanPrice & { readonly corporateDiscount?: number };

/**
 * The refundable plan at a corporate user's rate (docs/rules.md 6), as the checkout will charge it: the corporate
 * call's figures replace the plan's price, the saving is the corporate rate's (struck against what this
 * visitor would pay otherwise), no member discount or coupon on top, and the plan's part pay and pay at hotel
 * follow the new total. Any other plan, or a room without a corporate price, is returned as it is.
 */
export function corporatePlan(plan: RatePlanPrice, corporate: CorporatePrice | undefined): OfferPlan {
  if (!corporate || plan.type !== 'refundable' || corporate.total >= plan.sellingPrice) return plan;
  const corporateDiscount = Math.max(0, plan.pretaxPrice - corporate.corporate_price);
  return {
    ...plan,
    basePrice: corporate.corporate_price,
    tax: corporate.tax,
    sellingPrice: corporate.total,
    strikedPrice: plan.sellingPrice,
    discountAmount: corporateDiscount,
    discountPercentage: savingPercent(plan.sellingPrice, corporate.total),
    memberDiscount: 0,
    couponDiscount: 0,
    corporateDiscount,
    partPayAmount: Math.round((corporate.total * plan.partPayPercent) / 100),
    walletDiscountedPrice: corporate.total,
    prepaidDiscountedPrice: corporate.total,
    payAtHotelPrice: plan.payAtHotelPrice === null ? null : corporate.total,
    memberPrice: corporate.total,
  };
}
