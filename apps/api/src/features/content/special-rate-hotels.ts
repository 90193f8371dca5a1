import type { HotelSummary } from '@nivaas/api-client/contract';
import type { Locale } from '@nivaas/i18n';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { NEW_YEAR_SPECIAL, nextSpecialStay } from '../../pricing/special-rates';

/** Hotels listed with a special: enough for a rail on home. */
const SPECIAL_HOTELS = 10;

export interface SpecialRateHotels {
  /** The special (RatePlanPrice.specialRate names it on the hotel's prices). */
  readonly code: string;
  readonly percent_off: number;
  /** The stay it covers (YYYY-MM-DD): its first night still to come to the morning after its last. */
  readonly checkin: string;
  readonly checkout: string;
  readonly hotels: readonly HotelSummary[];
}

/**
 * Content `special_rate_hotels`: the hotels that really have the New Year special (the pricing's own rule, so each
 * hotel's prices for those nights are lower and marked), the best rated first, with the nights it covers. Absent
 * (undefined) while the special is more than its announcement window away or over: home then shows no such section,
 * rather than calling rates special that are not.
 */
export function specialRateHotels(catalogue: Catalogue, today: string, locale: Locale): SpecialRateHotels | undefined {
  const stay = nextSpecialStay(NEW_YEAR_SPECIAL, today);
  if (!stay) return undefined;
  const hotels = catalogue.hotels
    .filter((h) => h.is_active && NEW_YEAR_SPECIAL.appliesTo(h))
    .sort((a, b) => b.rating - a.rating || a.id - b.id)
    .slice(0, SPECIAL_HOTELS)
    .map((h) => catalogue.summary(h, null, locale));
  if (!hotels.length) return undefined;
  return { code: NEW_YEAR_SPECIAL.code, percent_off: NEW_YEAR_SPECIAL.percentOff, ...stay, hotels };
}
