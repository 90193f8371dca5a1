import { weekdayOf } from '@nivaas/domain';
import type { PricingConfig } from './pricing-config';

/**
 * Room-only tariff of one room for one night, whole rupees: base rate x room factor x weekend
 * (Friday and Saturday nights) x season, rounded to ₹10 like a published rate card.
 */
export function nightlyRate(baseRate: number, roomFactor: number, date: string, config: PricingConfig): number {
  const weekday = weekdayOf(date);
  const weekend = weekday === 5 || weekday === 6 ? config.weekendFactor : 1;
  const season = config.seasonFactors[Number(date.slice(5, 7))] ?? 1;
  // The epsilon keeps 1724.9999 (float of 1500 x 1.15) rounding as the rate card would: to 1730.
  return Math.round((baseRate * roomFactor * weekend * season) / 10 + 1e-9) * 10;
}
