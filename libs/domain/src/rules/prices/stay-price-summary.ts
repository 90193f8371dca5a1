import { perNightPrice } from './per-night-price';
import { realSaving, type PriceSavings } from './real-saving';
import { roundPrice } from './round-price';

/** What a rate plan costs for the whole stay and all rooms, taxes and fees included, and the savings in it. */
export type StayPriceInput = PriceSavings;

export interface StayPriceSummary {
  /** docs/rules.md section 3: selling price / nights, rounded (all rooms, taxes and fees included). */
  readonly perNight: number;
  /** The whole stay, all rooms, taxes and fees included: what checkout charges. */
  readonly stay: number;
  /** The struck price per night and for the stay, only for a real saving (realSaving). */
  readonly strikedPerNight: number | null;
  readonly strikedStay: number | null;
  /** That saving's percentage of the struck stay price, 0 when there is none. */
  readonly discountPercentage: number;
}

/**
 * The prices a listing card and a hotel page's rate plan show: per night and for the stay, taxes and fees
 * included from the first price shown (India CCPA 2023), with a struck price and its percentage only for a
 * real saving (a member price or an applied coupon). The percentage is worked out on the stay's totals, so
 * rounding a night's share never changes it.
 */
export function stayPriceSummary(plan: StayPriceInput, nights: number): StayPriceSummary {
  const stay = roundPrice(plan.sellingPrice);
  const saving = realSaving(plan);
  return {
    perNight: perNightPrice(stay, nights),
    stay,
    strikedPerNight: saving ? perNightPrice(saving.was, nights) : null,
    strikedStay: saving?.was ?? null,
    discountPercentage: saving?.percent ?? 0,
  };
}
