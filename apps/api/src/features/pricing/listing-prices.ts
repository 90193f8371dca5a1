import { LRUCache } from 'lru-cache';
import type { HotelPrice, HotelPricesQuery, HotelPricesResponse } from '@nivaas/api-client/contract';
import type { Locale } from '@nivaas/i18n';
import type { Catalogue } from '../../catalogue/catalogue-store';
import type { Coupon } from '../../pricing/coupons';
import { headlinePlan } from '../../pricing/headline-plan';
import type { PricingConfig } from '../../pricing/pricing-config';
import type { QuoteCache } from '../../pricing/quote-cache';
import type { Stay } from '../../pricing/stay';
import { compressedCopies, type Encoding } from './compressed-copies';

/** Characters of listing answers kept (a large city's listing is ~1 MB of JSON): about 30 of them. */
export const LISTING_ANSWER_CHARS = 32_000_000;

export interface ListingInput {
  /** Known hotels, once each, in the order asked. */
  readonly ids: readonly number[];
  readonly stay: Stay;
  readonly sort: HotelPricesQuery['sort'];
  readonly member: boolean;
  readonly walletBalance: number;
  /** The coupons this visitor may use: each hotel's prices apply the best one, as its hotel page does. */
  readonly autoCoupons: readonly Coupon[];
  /** Rooms sold per `hotel|room type` for the stay, read for this request. */
  readonly booked: Map<string, number>;
  /** The visitor's locale: the answer holds the plans' names in it. */
  readonly locale: Locale;
}

interface Deps {
  readonly catalogue: Catalogue;
  readonly config: PricingConfig;
  readonly quote: QuoteCache['quote'];
}

/**
 * The listing's prices: every hotel's quote (with the coupon its hotel page would apply), the plan its hotel
 * page opens with as `cheapest` (headlinePlan: the cheapest open plan of the first bookable room type) and
 * that plan's room type, and the ids in the order asked.
 */
export function priceListing(input: ListingInput, deps: Deps): HotelPricesResponse {
  const { catalogue } = deps;
  const data: Record<string, HotelPrice> = {};
  for (const id of input.ids) {
    const hotel = catalogue.hotelsById.get(id);
    if (!hotel) continue;
    const room_types = deps.quote({
      hotel,
      roomTypes: catalogue.roomTypes.get(id) ?? [],
      stay: input.stay,
      booked: input.booked,
      member: input.member,
      walletBalance: input.walletBalance,
      coupon: null,
      autoCoupons: input.autoCoupons,
      config: deps.config,
      locale: input.locale,
      text: catalogue.text,
    });
    const headline = headlinePlan(room_types);
    data[String(id)] = {
      hotel_id: id,
      available: !!headline,
      cheapest: headline?.plan ?? null,
      cheapest_room_type: headline?.roomType ?? null,
      room_types,
    };
  }
  const price = (id: number) => data[String(id)]?.cheapest?.sellingPrice ?? Infinity;
  const rating = (id: number) => catalogue.hotelsById.get(id)?.rating ?? 0;
  const order = [...input.ids];
  if (input.sort === 'price_low_to_high') order.sort((a, b) => price(a) - price(b));
  if (input.sort === 'price_high_to_low')
    order.sort((a, b) => (price(b) === Infinity ? -1 : price(a) === Infinity ? 1 : price(b) - price(a)));
  if (input.sort === 'user_rating') order.sort((a, b) => rating(b) - rating(a));
  // docs/rules.md 4: unavailable hotels go after available ones, whatever the sort (stable sort keeps the rest).
  order.sort((a, b) => Number(!data[String(a)]?.available) - Number(!data[String(b)]?.available));
  return {
    checkin: input.stay.checkin,
    checkout: input.stay.checkout,
    nights: input.stay.nights.length,
    rooms: input.stay.rooms.length,
    sorted_hotel_ids: order,
    data,
  };
}

/**
 * Everything a listing answer depends on: the visitor's locale (the plans' names are in it), the hotels and their order, the stay, the sort, member or
 * not, the wallet balance, the coupons this visitor may use (a catalogue's coupons change only with a restart), the rooms sold of every room type of every hotel (read for each request,
 * so a booking, a hold or a release anywhere in the list makes a new answer), and the ratings when
 * they order it. Tariffs follow from the dates and the catalogue: a change to a hotel's rows drops the answers
 * holding it (clear, called by catalogue-invalidation.ts through the catalogue's onChange).
 */
function keyOf(input: ListingInput, catalogue: Catalogue): string {
  const sold = input.ids.map((id) =>
    (catalogue.roomTypes.get(id) ?? []).map((rt) => input.booked.get(`${id}|${rt.type}`) ?? 0).join(','),
  );
  const ratings = input.sort === 'user_rating' ? input.ids.map((id) => catalogue.hotelsById.get(id)?.rating) : [];
  return [
    input.locale,
    input.ids.join(','),
    input.stay.checkin,
    input.stay.checkout,
    input.stay.roomconfig,
    input.sort ?? '',
    input.member ? 'member' : 'guest',
    input.walletBalance,
    input.autoCoupons.map((c) => c.code).join(','),
    sold.join(';'),
    ratings.join(','),
  ].join('|');
}

export interface ListingAnswer {
  readonly body: HotelPricesResponse;
  /** The body as this route's schema serializer wrote it, kept so it is written once per answer. */
  readonly json: string;
  /** The JSON compressed, once per encoding. */
  readonly compressed: (encoding: Encoding) => Buffer;
}

export interface ListingAnswers {
  /**
   * The answer for these inputs: kept from an earlier request with exactly the same inputs, else
   * priced (through the quote cache) and serialised with `serialize`, the route's own serializer.
   */
  answer(input: ListingInput, serialize: (body: HotelPricesResponse) => string): ListingAnswer;
  /**
   * Drops the kept answers that hold any of these hotels (null: all), after their catalogue rows or the coupons
   * changed (catalogue/catalogue-invalidation.ts): their prices, ratings or names may be others now.
   */
  clear(hotelIds?: readonly number[] | null): void;
}

/**
 * A city's listing is the largest answer of the API (~1 MB for 160 hotels) and the same for every
 * visitor with the same stay until a room of one of its hotels is sold, so the serialised answer
 * is kept by all of its inputs (keyOf), not only the quotes: serialising it was most of its cost.
 */
export function createListingAnswers(deps: Deps, chars = LISTING_ANSWER_CHARS): ListingAnswers {
  const cache = new LRUCache<string, ListingAnswer>({
    maxSize: chars,
    sizeCalculation: (answer) => Math.max(1, answer.json.length),
  });
  return {
    answer: (input, serialize) => {
      const key = keyOf(input, deps.catalogue);
      const kept = cache.get(key);
      if (kept) return kept;
      const body = priceListing(input, deps);
      const json = serialize(body);
      const answer = { body, json, compressed: compressedCopies(json) };
      cache.set(key, answer);
      return answer;
    },
    clear: (hotelIds = null) => {
      if (!hotelIds) {
        cache.clear();
        return;
      }
      const changed = new Set(hotelIds);
      for (const [key, answer] of [...cache.entries()])
        if (answer.body.sorted_hotel_ids.some((id) => changed.has(id))) cache.delete(key);
    },
  };
}
