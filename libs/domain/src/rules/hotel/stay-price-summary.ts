import { perNightPrice } from '../prices/per-night-price';
import { roundPrice } from '../prices/round-price';

/** What a rate plan costs for the whole stay and all rooms, taxes and fees included (the API's sellingPrice). */
export interface StayPriceInput {
  readonly sellingPrice: number;
  readonly strikedPrice: number;
  readonly discountPercentage?: number;
}

export interface StayPriceSummary {
  /** SPEC.md section 3: selling price / nights, rounded (all rooms, taxes and fees included). */
  readonly perNight: number;
  /** The whole stay, all rooms, taxes and fees included: what checkout charges. */
  readonly stay: number;
  /** The struck price per night and for the stay, only when it is above the price paid. */
  readonly strikedPerNight: number | null;
  readonly strikedStay: number | null;
  /** Percent off the struck price, 0 when there is none. */
  readonly discountPercentage: number;
}

/**
 * The prices a room card shows for a rate plan: per night and for the stay, taxes and fees included from the
 * first price shown (India CCPA 2023), with the struck price and discount only when they are real (above the
 * price paid).
 */
export function stayPriceSummary(plan: StayPriceInput, nights: number): StayPriceSummary {
  const stay = roundPrice(plan.sellingPrice);
  const striked = plan.strikedPrice > stay ? roundPrice(plan.strikedPrice) : null;
  const computed = striked ? roundPrice(((striked - stay) / striked) * 100) : 0;
  const given = plan.discountPercentage ?? computed;
  return {
    perNight: perNightPrice(stay, nights),
    stay,
    strikedPerNight: striked === null ? null : perNightPrice(striked, nights),
    strikedStay: striked,
    discountPercentage: striked === null ? 0 : Math.max(0, Math.min(99, given)),
  };
}
