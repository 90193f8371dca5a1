import { walletPointsUsable } from '@nivaas/domain';
import { gstOnNights } from './gst';
import type { PricingConfig } from './pricing-config';

export interface CouponRule {
  readonly code: string;
  readonly percent: number;
  readonly maxDiscount: number;
  readonly minAmount: number;
}

export interface StayPriceInput {
  /** Tariff of one room for each night, after the rate plan factor. */
  readonly tariffs: readonly number[];
  readonly rooms: number;
  readonly member: boolean;
  readonly coupon?: CouponRule | null;
  readonly walletBalance?: number;
  readonly applyWallet?: boolean;
}

/** Every amount of a stay in whole rupees; the identities below hold exactly (see the spec file). */
export interface StayPrice {
  readonly pretax: number;
  readonly memberDiscount: number;
  readonly couponDiscount: number;
  /** pretax - memberDiscount - couponDiscount */
  readonly finalPretax: number;
  readonly tax: number;
  /** finalPretax + tax */
  readonly sellPrice: number;
  readonly platformFee: number;
  /** sellPrice + platformFee */
  readonly total: number;
  readonly walletDiscount: number;
  /** total - walletDiscount */
  readonly netPayable: number;
  readonly partPayAmount: number;
  readonly partPayPercent: number;
  /** What the guest would pay without member and coupon discounts (incl. tax), marked up: the struck-through price. */
  readonly strikedPrice: number;
  readonly discountPercentage: number;
}

/**
 * Prices a stay. Discounts come off the room tariff before tax, so GST is charged on what the
 * guest pays (and the slab is chosen per night on the discounted tariff). Each amount is rounded
 * once and the totals are sums of rounded parts, so they add up to the rupee.
 */
export function priceStay(input: StayPriceInput, config: PricingConfig): StayPrice {
  const rooms = input.rooms;
  const pretax = input.tariffs.reduce((s, t) => s + t, 0) * rooms;
  const memberDiscount = input.member ? Math.round((pretax * config.memberDiscountPercent) / 100) : 0;
  const coupon = input.coupon;
  const afterMember = pretax - memberDiscount;
  const couponDiscount =
    coupon && afterMember >= coupon.minAmount
      ? Math.min(coupon.maxDiscount, Math.round((afterMember * coupon.percent) / 100))
      : 0;
  const finalPretax = afterMember - couponDiscount;
  const keep = pretax > 0 ? finalPretax / pretax : 1;
  const tax = gstOnNights(
    input.tariffs.map((t) => t * keep),
    rooms,
    config.gstSlabs,
  );
  const sellPrice = finalPretax + tax;
  const platformFee = config.platformFee;
  const total = sellPrice + platformFee;
  const walletDiscount = input.applyWallet
    ? walletPointsUsable(input.walletBalance ?? 0, total, config.walletMaxPercent)
    : 0;
  const netPayable = total - walletDiscount;
  const undiscountedTotal = pretax + gstOnNights(input.tariffs, rooms, config.gstSlabs) + platformFee;
  const strikedPrice = Math.round((undiscountedTotal * (100 + config.strikeMarkupPercent)) / 100);
  return {
    pretax,
    memberDiscount,
    couponDiscount,
    finalPretax,
    tax,
    sellPrice,
    platformFee,
    total,
    walletDiscount,
    netPayable,
    partPayAmount: Math.round((netPayable * config.partPayPercent) / 100),
    partPayPercent: config.partPayPercent,
    strikedPrice,
    discountPercentage: strikedPrice > 0 ? Math.round(((strikedPrice - total) / strikedPrice) * 100) : 0,
  };
}
