import { DEFAULT_PLATFORM_FEE } from '../prices/rate-plan-total';

/** The amounts of one rate plan for the stay (the room prices call), in whole rupees. */
export interface BreakupInput {
  /** One room's tariff for each night, before discounts and tax. */
  readonly nightlyTariffs: readonly { readonly date: string; readonly price: number }[];
  /** All rooms and nights before discounts and tax. */
  readonly pretaxPrice: number;
  /** Member and coupon savings and any other discount, all inside discountAmount. */
  readonly discountAmount: number;
  readonly memberDiscount: number;
  readonly couponDiscount: number;
  readonly tax: number;
  readonly platformFee?: number | null;
  /** The total: what checkout charges for this choice. */
  readonly sellingPrice: number;
  readonly payAtHotelPrice: number | null;
  readonly partPayAmount: number;
  readonly partPayPercent: number;
}

export interface BreakupNight {
  readonly date: string;
  /** One room's tariff that night. */
  readonly perRoom: number;
  readonly rooms: number;
  /** perRoom × rooms. */
  readonly amount: number;
}

export interface PriceBreakup {
  readonly nights: readonly BreakupNight[];
  /** All rooms and nights before discounts: the sum of the nights when the API gives them. */
  readonly roomCharges: number;
  /** A discount that is neither the member's nor the coupon's (0 when none). */
  readonly otherDiscount: number;
  readonly memberDiscount: number;
  readonly couponDiscount: number;
  readonly tax: number;
  readonly platformFee: number;
  /** Always the API's selling price, so the breakup and checkout agree. */
  readonly total: number;
  /** Room charges less the discounts plus tax and fee equals the total. */
  readonly addsUp: boolean;
  readonly payAtHotel: number | null;
  readonly partPay: { readonly amount: number; readonly percent: number } | null;
}

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/**
 * The price breakup of SPEC.md's price breakup modal: the nightly tariff of each night times the rooms,
 * the discounts (member, coupon, other), tax, platform fee (0 by default, SPEC.md 9) and the total. The total
 * is the selling price the API quoted, never a sum made here, so it is what checkout will charge; `addsUp`
 * says whether the lines explain it (a test guards that the API's lines do).
 */
export function priceBreakup(input: BreakupInput, rooms: number): PriceBreakup {
  const roomCount = Math.max(1, Math.trunc(rooms) || 1);
  const nights = input.nightlyTariffs.map((night) => ({
    date: night.date,
    perRoom: whole(night.price),
    rooms: roomCount,
    amount: whole(night.price) * roomCount,
  }));
  const summed = nights.reduce((sum, night) => sum + night.amount, 0);
  const roomCharges = nights.length ? summed : whole(input.pretaxPrice);
  const memberDiscount = whole(input.memberDiscount);
  const couponDiscount = whole(input.couponDiscount);
  const otherDiscount = Math.max(0, whole(input.discountAmount) - memberDiscount - couponDiscount);
  const tax = whole(input.tax);
  const platformFee = whole(input.platformFee ?? DEFAULT_PLATFORM_FEE);
  const total = whole(input.sellingPrice);
  const partPay =
    input.partPayAmount > 0 && input.partPayAmount < total
      ? { amount: whole(input.partPayAmount), percent: whole(input.partPayPercent) }
      : null;
  return {
    nights,
    roomCharges,
    otherDiscount,
    memberDiscount,
    couponDiscount,
    tax,
    platformFee,
    total,
    addsUp: roomCharges - otherDiscount - memberDiscount - couponDiscount + tax + platformFee === total,
    payAtHotel: input.payAtHotelPrice === null ? null : whole(input.payAtHotelPrice),
    partPay,
  };
}
