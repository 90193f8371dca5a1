import { roundPrice } from './round-price';

/** docs/rules.md section 3: price differences are rounded (e.g. striked price minus selling price). */
export function priceDifference(from: number, to: number): number {
  return roundPrice(from - to);
}
