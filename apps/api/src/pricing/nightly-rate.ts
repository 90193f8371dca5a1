import dayjs from 'dayjs';
import type { PricingConfig } from './pricing-config';

/** Calendar nights of a stay as YYYY-MM-DD, check-in inclusive, check-out exclusive. */
export function stayNights(checkin: string, checkout: string): string[] {
  const nights: string[] = [];
  for (let d = dayjs(checkin); d.isBefore(dayjs(checkout)); d = d.add(1, 'day')) nights.push(d.format('YYYY-MM-DD'));
  return nights;
}

/**
 * Room-only tariff of one room for one night, whole rupees: base rate x room factor x weekend
 * (Friday and Saturday nights) x season, rounded to ₹10 like a published rate card.
 */
export function nightlyRate(baseRate: number, roomFactor: number, date: string, config: PricingConfig): number {
  const d = dayjs(date);
  const weekend = d.day() === 5 || d.day() === 6 ? config.weekendFactor : 1;
  const season = config.seasonFactors[d.month() + 1] ?? 1;
  // The epsilon keeps 1724.9999 (float of 1500 x 1.15) rounding as the rate card would: to 1730.
  return Math.round((baseRate * roomFactor * weekend * season) / 10 + 1e-9) * 10;
}
