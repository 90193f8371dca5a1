import { ratePlanPriceSummary, type PriceSummary, type RatePlanAmounts } from './price-summaries';

/** The amounts of one rate plan for the stay (the room prices call), in whole rupees. */
export interface BreakupInput extends RatePlanAmounts {
  /** One room's tariff for each night, before discounts and tax. */
  readonly nightlyTariffs: readonly { readonly date: string; readonly price: number }[];
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
  /** The nights that make up the room charges (the summary's room line). */
  readonly nights: readonly BreakupNight[];
  /** Room charges, each saving once, tax and fee, and their sum (ratePlanPriceSummary). */
  readonly summary: PriceSummary;
  /** Always the API's selling price, so the breakup and checkout agree. */
  readonly total: number;
  /** The nights sum to the room charges and the lines to the total. */
  readonly addsUp: boolean;
  readonly payAtHotel: number | null;
  readonly partPay: { readonly amount: number; readonly percent: number } | null;
}

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/**
 * The price breakup of docs/rules.md's price breakup modal: the nightly tariff of each night times the rooms, then
 * the lines every price summary has (stayPriceLines: room charges, member and coupon savings, tax, platform
 * fee, 0 by default per docs/rules.md 9). The total is the selling price the API quoted, never a sum made here, so
 * it is what checkout will charge; `addsUp` says whether the lines explain it (a test over generated carts
 * guards that the API's do).
 */
export function priceBreakup(input: BreakupInput, rooms: number): PriceBreakup {
  const roomCount = Math.max(1, Math.trunc(rooms) || 1);
  const nights = input.nightlyTariffs.map((night) => ({
    date: night.date,
    perRoom: whole(night.price),
    rooms: roomCount,
    amount: whole(night.price) * roomCount,
  }));
  const summary = ratePlanPriceSummary(input);
  const total = whole(input.sellingPrice);
  const nightsSum = nights.reduce((sum, night) => sum + night.amount, 0);
  const partPay =
    input.partPayAmount > 0 && input.partPayAmount < total
      ? { amount: whole(input.partPayAmount), percent: whole(input.partPayPercent) }
      : null;
  return {
    nights,
    summary,
    total,
    addsUp: summary.addsUp && (nights.length === 0 || nightsSum === whole(input.pretaxPrice)),
    payAtHotel: input.payAtHotelPrice === null ? null : whole(input.payAtHotelPrice),
    partPay,
  };
}
