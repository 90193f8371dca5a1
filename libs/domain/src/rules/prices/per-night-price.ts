import { roundPrice } from './round-price';

/**
 * docs/rules.md section 3: per-night price is selling price divided by length of stay, rounded.
 * A stay shorter than one night is priced as one night rather than dividing by zero.
 */
export function perNightPrice(sellingPrice: number, nights: number): number {
  return roundPrice(sellingPrice / Math.max(1, nights));
}
