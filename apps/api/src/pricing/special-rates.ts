import { addDays } from '@nivaas/domain';
import type { HotelRow } from '../catalogue/catalogue-store';

/** The special rates there are: each a code the contract names (RatePlanPrice.specialRate). */
export type SpecialRateCode = 'new_year';

/**
 * A special rate: a real cut of the rate card, for some hotels on some nights. It lowers the tariff itself, so the
 * hotel page, the listing, the checkout and the booking all charge it alike, and a plan is marked special only when
 * one of its nights is (a "New Year special" tag never sits on a rate that is not: India CCPA 2023).
 */
export interface SpecialRate {
  readonly code: SpecialRateCode;
  /** The nights it covers, as month-day (MM-DD), every year. */
  readonly nights: readonly string[];
  readonly percentOff: number;
  readonly appliesTo: (hotel: Pick<HotelRow, 'steal_deal'>) => boolean;
}

/**
 * New Year's Eve and the night before at the chain's steal-deal hotels: 15% off the rate card, which in December
 * carries the season's surcharge (pricing-config seasonFactors), so the special is below what those nights cost
 * anywhere else in the chain's pricing.
 */
export const NEW_YEAR_SPECIAL: SpecialRate = {
  code: 'new_year',
  nights: ['12-30', '12-31'],
  percentOff: 15,
  appliesTo: (hotel) => hotel.steal_deal,
};

export const SPECIAL_RATES: readonly SpecialRate[] = [NEW_YEAR_SPECIAL];

/** The special rate of a hotel on a night (YYYY-MM-DD), or null. */
export function specialRateOn(hotel: Pick<HotelRow, 'steal_deal'>, date: string): SpecialRate | null {
  const monthDay = date.slice(5, 10);
  return SPECIAL_RATES.find((rate) => rate.nights.includes(monthDay) && rate.appliesTo(hotel)) ?? null;
}

/** A night's tariff with the hotel's special rate of that night taken off (whole rupees). */
export function withSpecialRate(tariff: number, hotel: Pick<HotelRow, 'steal_deal'>, date: string): number {
  const special = specialRateOn(hotel, date);
  return special ? Math.round((tariff * (100 - special.percentOff)) / 100) : tariff;
}

/** The special rate of a stay: the one of its first special night, or null when no night has one. */
export function specialRateOfStay(
  hotel: Pick<HotelRow, 'steal_deal'>,
  nights: readonly string[],
): SpecialRateCode | null {
  for (const night of nights) {
    const special = specialRateOn(hotel, night);
    if (special) return special.code;
  }
  return null;
}

/** How far ahead a special is announced: far enough to plan a trip, near enough that the list is about this year. */
export const SPECIAL_ANNOUNCE_DAYS = 60;

/**
 * The next stay a special covers from `today` (YYYY-MM-DD): its first night still to come (today at the latest) to the
 * morning after its last, or null when it starts more than SPECIAL_ANNOUNCE_DAYS away or is over for this year and
 * next year's is too far.
 */
export function nextSpecialStay(
  special: SpecialRate,
  today: string,
): { readonly checkin: string; readonly checkout: string } | null {
  const [startsOn] = special.nights;
  if (!startsOn) return null;
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    // A night of an earlier month-day than the first is in the next year (a special over New Year's Day).
    const nights = special.nights.map((md) => `${md < startsOn ? y + 1 : y}-${md}`);
    const first = nights[0] ?? '';
    const last = nights[nights.length - 1] ?? first;
    if (last < today) continue;
    const checkin = first < today ? today : first;
    const away = (Date.parse(checkin) - Date.parse(today)) / 86_400_000;
    return away <= SPECIAL_ANNOUNCE_DAYS ? { checkin, checkout: addDays(last, 1) } : null;
  }
  return null;
}
