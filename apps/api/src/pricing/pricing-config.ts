import { WALLET_MAX_PERCENT } from '@nivaas/domain/prices';
/** Commercial settings in one place; every one can be overridden (tests, env) without code changes. */
export interface GstSlab {
  /** Slab applies when the per-room-night tariff is at most this many rupees (Infinity for the last). */
  readonly upTo: number;
  readonly rate: number;
}

export interface PricingConfig {
  readonly gstSlabs: readonly GstSlab[];
  readonly platformFee: number;
  readonly memberDiscountPercent: number;
  /** A corporate user's negotiated rate: this much off the refundable plan's tariff, instead of member and coupon savings. */
  readonly corporateDiscountPercent: number;
  readonly partPayPercent: number;
  /** Share of the payable amount wallet points may cover. */
  readonly walletMaxPercent: number;
  readonly weekendFactor: number;
  /** Month (1-12) -> factor; months not listed are 1. */
  readonly seasonFactors: Readonly<Record<number, number>>;
}

export const DEFAULT_PRICING: PricingConfig = {
  gstSlabs: [
    { upTo: 7500, rate: 0.05 },
    { upTo: Infinity, rate: 0.18 },
  ],
  platformFee: 0,
  memberDiscountPercent: 5,
  corporateDiscountPercent: 12,
  partPayPercent: 30,
  walletMaxPercent: WALLET_MAX_PERCENT,
  weekendFactor: 1.15,
  seasonFactors: { 10: 1.1, 11: 1.15, 12: 1.25, 1: 1.1, 5: 0.92, 6: 0.9, 7: 0.9 },
};

/** Reads PRICING_* variables over the defaults, e.g. PRICING_GST_SLABS="7500:0.05,Infinity:0.18". */
export function pricingFromEnv(
  env: Readonly<{ PRICING_GST_SLABS?: string | undefined; PRICING_PLATFORM_FEE?: string | undefined }>,
): PricingConfig {
  const slabs = env.PRICING_GST_SLABS?.split(',')
    .map((s) => s.split(':'))
    .map(([upTo, rate]) => ({ upTo: Number(upTo), rate: Number(rate) }));
  return {
    ...DEFAULT_PRICING,
    ...(slabs && slabs.every((s) => !Number.isNaN(s.upTo) && !Number.isNaN(s.rate)) ? { gstSlabs: slabs } : {}),
    ...(env.PRICING_PLATFORM_FEE ? { platformFee: Number(env.PRICING_PLATFORM_FEE) } : {}),
  };
}
