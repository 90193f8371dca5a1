import type { HotelAvailabilityResponse, NearbyHotel } from '@nivaas/api-client/contract';
import { addDays, todayInKolkata } from '@nivaas/domain';
import type { Queryable } from '../../db/database';
import { distanceKm, type Catalogue, type HotelRow } from '../../catalogue/catalogue-store';
import { bookedRooms } from '../../pricing/availability';
import type { Coupon } from '../../pricing/coupons';
import { headlinePlan } from '../../pricing/headline-plan';
import type { PricingConfig } from '../../pricing/pricing-config';
import type { QuoteCache } from '../../pricing/quote-cache';
import type { Stay } from '../../pricing/stay';

/** How far either side of the asked check-in other dates are looked for, and how many are offered. */
export const ALTERNATIVE_WINDOW_DAYS = 30;
export const MAX_ALTERNATIVES = 3;
export const MAX_NEARBY = 5;

interface Context {
  readonly db: Queryable;
  readonly catalogue: Catalogue;
  readonly config: PricingConfig;
  readonly member: boolean;
  /** The coupons this visitor may use (the hotel page applies the best one). */
  readonly autoCoupons: readonly Coupon[];
  /** quoteHotel, through the app's cache of quotes. */
  readonly quote: QuoteCache['quote'];
}

/** A hotel's price for a stay as its listing card and hotel page show it (headlinePlan), or null when sold out. */
function cheapestPrice(ctx: Context, hotel: HotelRow, stay: Stay, booked: Map<string, number>): number | null {
  const quote = ctx.quote({
    hotel,
    roomTypes: ctx.catalogue.roomTypes.get(hotel.id) ?? [],
    stay,
    booked,
    member: ctx.member,
    walletBalance: 0,
    coupon: null,
    autoCoupons: ctx.autoCoupons,
    config: ctx.config,
  });
  return headlinePlan(quote)?.plan.sellingPrice ?? null;
}

/** Rooms sold per room type on each night of a date range of one hotel: one query for the whole window. */
async function bookedByNight(db: Queryable, hotelId: number, from: string, to: string) {
  const rows = await db.query<{ room_type: string; date: string; booked: number }>(
    'SELECT room_type, date, booked FROM inventory WHERE hotel_id = $1 AND date >= $2 AND date < $3',
    [hotelId, from, to],
  );
  return new Map(rows.map((r) => [`${r.room_type}|${r.date}`, r.booked]));
}

/** The same stay moved by `offset` days. */
function shifted(stay: Stay, offset: number): Stay {
  return {
    ...stay,
    checkin: addDays(stay.checkin, offset),
    checkout: addDays(stay.checkout, offset),
    nights: stay.nights.map((n) => addDays(n, offset)),
  };
}

/**
 * Whether a stay can be booked at a hotel; when it cannot, the nearest stays of the same length at
 * this hotel (1 day later, 1 day earlier, 2 days later, ..., never before today, up to 30 days
 * either side) and the nearest hotels of the same city that have rooms for the same dates. Prices
 * are the listing's (the plan the hotel page opens with, with the coupon it applies, member price for a member).
 * When the stay is available both lists are empty: they are only worked out for a sold-out stay.
 */
export async function hotelAvailability(ctx: Context, hotel: HotelRow, stay: Stay): Promise<HotelAvailabilityResponse> {
  const today = todayInKolkata();
  const start = addDays(stay.checkin, -ALTERNATIVE_WINDOW_DAYS);
  const nightly = await bookedByNight(
    ctx.db,
    hotel.id,
    start < today ? today : start,
    addDays(stay.checkout, ALTERNATIVE_WINDOW_DAYS),
  );
  const bookedFor = (s: Stay) => {
    const booked = new Map<string, number>();
    for (const rt of ctx.catalogue.roomTypes.get(hotel.id) ?? [])
      booked.set(`${hotel.id}|${rt.type}`, Math.max(0, ...s.nights.map((n) => nightly.get(`${rt.type}|${n}`) ?? 0)));
    return booked;
  };
  const base = { hotel_id: hotel.id, nights: stay.nights.length };
  if (cheapestPrice(ctx, hotel, stay, bookedFor(stay)) !== null)
    return { ...base, available: true, alternatives: [], nearby: [] };

  const alternatives: HotelAvailabilityResponse['alternatives'] = [];
  for (let d = 1; d <= ALTERNATIVE_WINDOW_DAYS && alternatives.length < MAX_ALTERNATIVES; d += 1) {
    for (const offset of [d, -d]) {
      const candidate = shifted(stay, offset);
      if (candidate.checkin < today || alternatives.length >= MAX_ALTERNATIVES) continue;
      const price = cheapestPrice(ctx, hotel, candidate, bookedFor(candidate));
      if (price !== null) alternatives.push({ checkin: candidate.checkin, checkout: candidate.checkout, price });
    }
  }

  const others = ctx.catalogue.hotels
    .filter((h) => h.city_id === hotel.city_id && h.id !== hotel.id && h.is_active)
    .map((h) => ({ h, km: distanceKm(hotel, h) }))
    .sort((a, b) => a.km - b.km || a.h.id - b.h.id);
  const booked = await bookedRooms(
    ctx.db,
    others.map((o) => o.h.id),
    stay.checkin,
    stay.checkout,
  );
  const nearby: NearbyHotel[] = [];
  for (const { h, km } of others) {
    if (nearby.length >= MAX_NEARBY) break;
    const price = cheapestPrice(ctx, h, stay, booked);
    if (price === null) continue;
    const summary = ctx.catalogue.summary(h);
    nearby.push({
      id: h.id,
      name: h.name,
      slug: h.slug,
      city_slug: summary.address.city_slug,
      locality: summary.address.locality,
      distance_km: Math.round(km * 10) / 10,
      rating: summary.rating_summary.rating,
      image: summary.images[0] ?? null,
      price,
    });
  }
  return { ...base, available: false, alternatives, nearby };
}
