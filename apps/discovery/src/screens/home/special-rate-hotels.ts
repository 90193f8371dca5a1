import { addDays, daysBetween, parseDay, type IsoDate } from '@nivaas/domain';
import { isObject, listOf, textOf } from '../../features/content';
import { landingHotels, type LandingHotel } from './landing-hotels';

/** The New Year special as home shows it (content `special_rate_hotels`). */
export interface SpecialRateHotels {
  readonly percentOff: number;
  /** The first and last night it covers (YYYY-MM-DD). */
  readonly firstNight: IsoDate;
  readonly lastNight: IsoDate;
  /** The stay a hotel link opens with: those nights. */
  readonly checkin: IsoDate;
  readonly checkout: IsoDate;
  readonly hotels: readonly LandingHotel[];
}

const dayOf = (value: unknown): IsoDate | null =>
  typeof value === 'string' && parseDay(value, 'YYYY-MM-DD') ? (value as IsoDate) : null;

/**
 * The content value read defensively: a special with its percentage, its nights (check-in before check-out, at most
 * a fortnight) and at least one hotel, or null, and then home shows no such section: a section that cannot say what
 * is special, or when, says nothing.
 */
export function specialRateHotels(value: unknown): SpecialRateHotels | null {
  if (!isObject(value) || textOf(value, 'code') !== 'new_year') return null;
  const percentOff = value['percent_off'];
  const checkin = dayOf(value['checkin']);
  const checkout = dayOf(value['checkout']);
  if (typeof percentOff !== 'number' || !Number.isInteger(percentOff) || percentOff < 1 || percentOff > 90) return null;
  if (!checkin || !checkout) return null;
  const nights = daysBetween(checkin, checkout);
  if (nights < 1 || nights > 15) return null;
  const hotels = landingHotels(listOf(value, 'hotels'));
  if (!hotels.length) return null;
  return { percentOff, firstNight: checkin, lastNight: addDays(checkout, -1), checkin, checkout, hotels };
}
