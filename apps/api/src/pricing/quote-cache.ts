import { LRUCache } from 'lru-cache';
import type { RoomTypePrice } from '@nivaas/api-client/contract';
import type { Coupon } from './coupons';
import type { PricingConfig } from './pricing-config';
import { quoteHotel, type QuoteInput } from './quote-hotel';

/** How many hotel quotes are kept (a hotel for a stay is ~5 KB): the largest city's listing is 160. */
export const QUOTE_CACHE_ENTRIES = 5_000;

const couponKey = (c: Coupon) => `${c.code}:${c.percent}:${c.maxDiscount}:${c.minAmount}:${c.description}`;

/**
 * Everything a quote depends on, so a cached quote is never served for other inputs: the hotel, the
 * stay (nights, rooms and guests), member or not, the wallet balance, the coupons, and the rooms
 * already sold of each of its room types, read from the database for every request (bookings, holds
 * and releases change that and nothing else of a quote). Tariffs follow from the nights' dates and
 * the catalogue: a change to a hotel's rows (this instance's or another's, announced by the database:
 * catalogue/catalogue-invalidation.ts) drops that hotel's quotes (clear).
 */
function keyOf(input: QuoteInput): string {
  // The locale too: a quote holds its plans' names and its coupon's description in it.
  const booked = input.roomTypes.map((rt) => input.booked.get(`${rt.hotel_id}|${rt.type}`) ?? 0).join(',');
  return [
    input.hotel.id,
    input.locale ?? '',
    input.stay.checkin,
    input.stay.checkout,
    input.stay.roomconfig,
    input.member ? 'member' : 'guest',
    input.walletBalance,
    input.includeUnfit ? 'all' : 'fit',
    input.coupon ? couponKey(input.coupon) : '-',
    (input.autoCoupons ?? []).map(couponKey).join(','),
    booked,
  ].join('|');
}

export interface QuoteCache {
  /** quoteHotel's answer for these inputs; a shared object: read it, never change it. */
  quote(input: QuoteInput): RoomTypePrice[];
  /** Drops the quotes of these hotels (null: every quote), after their catalogue rows changed. */
  clear(hotelIds?: readonly number[] | null): void;
}

/**
 * quoteHotel memoised by all of its inputs (keyOf), for one pricing config: a listing asks for the
 * same 160 hotels and stays again and again, and only the few hotels whose rooms were sold meanwhile
 * are priced again. Least recently used quotes go first when it is full.
 */
export function createQuoteCache(config: PricingConfig, entries = QUOTE_CACHE_ENTRIES): QuoteCache {
  const cache = new LRUCache<string, RoomTypePrice[]>({ max: entries });
  return {
    quote: (input) => {
      // Another config (a test's override) is priced as asked, never from this config's quotes.
      if (input.config !== config) return quoteHotel(input);
      const key = keyOf(input);
      const cached = cache.get(key);
      if (cached) return cached;
      const quote = quoteHotel(input);
      cache.set(key, quote);
      return quote;
    },
    clear: (hotelIds = null) => {
      if (!hotelIds) {
        cache.clear();
        return;
      }
      // A key starts with the hotel's id (keyOf).
      const prefixes = hotelIds.map((id) => `${id}|`);
      for (const key of [...cache.keys()]) if (prefixes.some((p) => key.startsWith(p))) cache.delete(key);
    },
  };
}
