import { savingPercent, walletPointsUsable } from '@nivaas/domain/prices';
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
  /**
   * The corporate rate (a signed-in user with a company profile, on the refundable plan): the negotiated
   * discount replaces the member discount and any coupon.
   */
  readonly corporate?: boolean;
  readonly coupon?: CouponRule | null;
  readonly walletBalance?: number;
  readonly applyWallet?: boolean;
}

/** Every amount of a stay in whole rupees; the identities below hold exactly (see the spec file). */
export interface StayPrice {
  readonly pretax: number;
  readonly memberDiscount: number;
  readonly couponDiscount: number;
  /** The corporate rate's saving (0 unless corporate). */
  readonly corporateDiscount: number;
  /** pretax - memberDiscount - couponDiscount - corporateDiscount */
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
  /**
   * What the same guest would pay without the member discount, the coupon or the corporate rate (tax worked out on that price):
   * the struck price. Equal to total when there is no saving, so nothing is struck (realSaving in
   * @nivaas/domain; no marked-up reference price, India CCPA 2023).
   */
  readonly strikedPrice: number;
  /** savingPercent(strikedPrice, total): rounded down, 0 without a saving. */
  readonly discountPercentage: number;
}

/** The member discount on a pretax amount: the same rounding wherever a member's saving is shown or charged. */
export function memberDiscountOn(pretax: number, config: PricingConfig): number {
  return Math.round((pretax * config.memberDiscountPercent) / 100);
}

/** The wallet points a guest with this balance may use on a total (walletPointsUsable, capped by the config). */
export function walletDiscountOn(total: number, walletBalance: number, config: PricingConfig): number {
  return walletPointsUsable(walletBalance, total, config.walletMaxPercent);
}

const partPayOn = (netPayable: number, config: PricingConfig) => Math.round((netPayable * config.partPayPercent) / 100);

/**
 * A stay's price with wallet points used (as many as walletPointsUsable allows on its total): the
 * amounts before the wallet do not change, so a quote prices a plan once and derives this from it.
 */
export function withWallet(price: StayPrice, walletBalance: number, config: PricingConfig): StayPrice {
  const walletDiscount = walletDiscountOn(price.total, walletBalance, config);
  const netPayable = price.total - walletDiscount;
  return { ...price, walletDiscount, netPayable, partPayAmount: partPayOn(netPayable, config) };
}

/**
 * Prices a stay. Discounts come off the room tariff before tax, so GST is charged on what the
 * guest pays (and the slab is chosen per night on the discounted tariff). Each amount is rounded
 * once and the totals are sums of rounded parts, so they add up to the rupee.
 */
export function priceStay(input: StayPriceInput, config: PricingConfig): StayPrice {
  const rooms = input.rooms;
  const pretax = input.tariffs.reduce((s, t) => s + t, 0) * rooms;
  const corporate = input.corporate === true;
  const corporateDiscount = corporate ? Math.round((pretax * config.corporateDiscountPercent) / 100) : 0;
  const memberDiscount = input.member && !corporate ? memberDiscountOn(pretax, config) : 0;
  const coupon = corporate ? null : input.coupon;
  const afterMember = pretax - memberDiscount;
  const couponDiscount =
    coupon && afterMember >= coupon.minAmount
      ? Math.min(coupon.maxDiscount, Math.round((afterMember * coupon.percent) / 100))
      : 0;
  const finalPretax = afterMember - couponDiscount - corporateDiscount;
  const keep = pretax > 0 ? finalPretax / pretax : 1;
  const tax = gstOnNights(
    input.tariffs.map((t) => t * keep),
    rooms,
    config.gstSlabs,
  );
  const sellPrice = finalPretax + tax;
  const platformFee = config.platformFee;
  const total = sellPrice + platformFee;
  const saved = memberDiscount + couponDiscount + corporateDiscount > 0;
  const strikedPrice = saved ? pretax + gstOnNights(input.tariffs, rooms, config.gstSlabs) + platformFee : total;
  const price: StayPrice = {
    pretax,
    memberDiscount,
    couponDiscount,
    corporateDiscount,
    finalPretax,
    tax,
    sellPrice,
    platformFee,
    total,
    walletDiscount: 0,
    netPayable: total,
    partPayAmount: partPayOn(total, config),
    partPayPercent: config.partPayPercent,
    strikedPrice,
    discountPercentage: savingPercent(strikedPrice, total),
  };
  return input.applyWallet ? withWallet(price, input.walletBalance ?? 0, config) : price;
}
