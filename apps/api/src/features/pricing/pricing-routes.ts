import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { bookedRooms, walletBalance } from '../../pricing/availability';
import { resolveCoupon, usableCoupons } from '../../pricing/coupons';
import { createQuoteCache } from '../../pricing/quote-cache';
import { tariffsFor } from '../../pricing/quote-hotel';
import { parseStay } from '../../pricing/stay';
import { priceStay } from '../../pricing/price-stay';
import { hotelAvailability } from './hotel-availability';
import { createListingAnswers } from './listing-prices';
import { sendKept } from './send-kept';
import { recentBookings, triggersFor } from './triggers';
import { releaseExpiredHolds } from '../../inventory/pending-holds';

export function registerPricingRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  // One per app: the listing, the hotel page and availability reuse a hotel's quote until its inputs change.
  const quotes = createQuoteCache(ctx.pricing);
  const listings = createListingAnswers({ catalogue, config: ctx.pricing, quote: quotes.quote });
  // A hotel's rows changed here or on another instance (catalogue/catalogue-invalidation.ts): its kept answers go.
  catalogue.onChange((hotelIds) => {
    quotes.clear(hotelIds);
    listings.clear(hotelIds);
  });
  registerOperation(app, ctx, 'getHotelPrices', async ({ query, user, request, reply }) => {
    const stay = parseStay(query.checkin, query.checkout, query.roomconfig);
    // Availability is read after lapsed holds are released (see pending-holds.ts).
    await releaseExpiredHolds(ctx);
    await catalogue.refreshRatings(ctx.db);
    const ids = [...new Set(query.hotel_id.split(',').map(Number))].filter((id) => catalogue.hotelsById.has(id));
    const booked = await bookedRooms(ctx.db, ids, stay.checkin, stay.checkout);
    const wallet = user && query.apply_wallet ? await walletBalance(ctx.db, user.id) : 0;
    // The coupon each hotel page would apply, so a card's price is the price its page opens with.
    const autoCoupons = await usableCoupons(ctx.db, user?.id ?? null);
    const answer = listings.answer(
      {
        ids,
        stay,
        sort: query.sort,
        member: !!user,
        walletBalance: wallet,
        autoCoupons,
        booked,
        locale: request.locale,
      },
      (body) => reply.serialize(body) as string,
    );
    sendKept(reply, answer, request.headers['accept-encoding']);
    return answer.body;
  });

  registerOperation(app, ctx, 'getRoomPrices', async ({ params, query, user, request }) => {
    const hotel = catalogue.hotelsById.get(params.hotelId);
    if (!hotel) throw notFound('Hotel not found');
    const stay = parseStay(query.checkin, query.checkout, query.roomconfig);
    await releaseExpiredHolds(ctx);
    // A coupon asked for must be valid (400 with the reason otherwise); without one, the best this visitor may use applies.
    const coupon = query.couponcode ? await resolveCoupon(ctx.db, query.couponcode, user?.id ?? null) : null;
    const autoCoupons = coupon || query.auto_coupon === false ? [] : await usableCoupons(ctx.db, user?.id ?? null);
    const booked = await bookedRooms(ctx.db, [hotel.id], stay.checkin, stay.checkout);
    const wallet = user && query.apply_wallet ? await walletBalance(ctx.db, user.id) : 0;
    const room_types = quotes.quote({
      hotel,
      roomTypes: catalogue.roomTypes.get(hotel.id) ?? [],
      stay,
      booked,
      member: !!user,
      walletBalance: wallet,
      coupon,
      autoCoupons,
      includeUnfit: true,
      config: ctx.pricing,
      locale: request.locale,
      text: catalogue.text,
    });
    return {
      hotel_id: hotel.id,
      checkin: stay.checkin,
      checkout: stay.checkout,
      nights: stay.nights.length,
      rooms: stay.rooms.length,
      room_types,
    };
  });

  registerOperation(app, ctx, 'getHotelAvailability', async ({ params, query, user }) => {
    const hotel = catalogue.hotelsById.get(params.hotelId);
    if (!hotel) throw notFound('Hotel not found');
    const stay = parseStay(query.checkin, query.checkout, query.roomconfig);
    await releaseExpiredHolds(ctx);
    const autoCoupons = await usableCoupons(ctx.db, user?.id ?? null);
    return hotelAvailability(
      { db: ctx.db, catalogue, config: ctx.pricing, member: !!user, autoCoupons, quote: quotes.quote },
      hotel,
      stay,
    );
  });

  registerOperation(app, ctx, 'getCorporatePrice', async ({ query }) => {
    const stay = parseStay(query.applicable_from_date, query.applicable_to_date, query.roomconfig);
    const wanted = query.room_types ? new Set(query.room_types.split(',')) : null;
    const prices = query.hotel_ids
      .split(',')
      .map(Number)
      .flatMap((id) => {
        const hotel = catalogue.hotelsById.get(id);
        if (!hotel) return [];
        return (catalogue.roomTypes.get(id) ?? [])
          .filter((rt) => !wanted || wanted.has(rt.type))
          .map((rt) => {
            // The corporate rate as the checkout charges it (priceStay, corporate): the refundable plan's
            // tariff less the negotiated discount, GST by the configured slabs on that.
            const price = priceStay(
              {
                tariffs: tariffsFor(hotel, rt, 'EP', stay.nights, ctx.pricing),
                rooms: stay.rooms.length,
                member: false,
                corporate: true,
              },
              ctx.pricing,
            );
            return {
              hotel_id: id,
              room_type: rt.type,
              corporate_price: price.finalPretax,
              tax: price.tax,
              total: price.total,
            };
          });
      });
    return { payload_id: query.payload_id ?? null, prices };
  });

  registerOperation(app, ctx, 'getPsychologicalTriggers', async ({ query, request }) => {
    const ids = [...new Set(query.hotel_id.split(',').map(Number))].filter((id) => catalogue.hotelsById.has(id));
    await releaseExpiredHolds(ctx);
    await catalogue.refreshRatings(ctx.db);
    // Rooms left only mean something for a stay: without dates there is no scarcity text.
    const booked =
      query.checkin && query.checkout ? await bookedRooms(ctx.db, ids, query.checkin, query.checkout) : null;
    const bookings = await recentBookings(ctx.db, ids, ctx.now());
    return { data: ids.flatMap((id) => triggersFor(catalogue, id, booked, bookings.get(id), request.locale)) };
  });
}
