import fc from 'fast-check';
import { seededCoupons } from '../testing/seeded-catalogue';
import { addDays, daysBetween } from '@nivaas/domain';
import type { HotelRow, RoomTypeRow } from '../catalogue/catalogue-store';
import { generateCatalogue } from '../seed/generate-catalogue';
import { RATE_PLANS, type RatePlanCode } from '../seed/reference-data';
import type { Coupon } from './coupons';
import { priceStay } from './price-stay';
import { DEFAULT_PRICING } from './pricing-config';
import { quoteHotel, tariffsFor, type QuoteInput } from './quote-hotel';
import type { Stay } from './stay';

// The seeded catalogue's own hotels and room types (its generator returns untyped rows).
const seeded = generateCatalogue();
const hotels = (seeded.hotels as unknown as HotelRow[]).slice(0, 60);
const roomTypesOf = (id: number) => (seeded.roomTypes as unknown as RoomTypeRow[]).filter((rt) => rt.hotel_id === id);
const coupons = seededCoupons();

const stayArb = fc
  .record({
    from: fc.integer({ min: 0, max: 400 }),
    nights: fc.integer({ min: 1, max: 15 }),
    rooms: fc.array(fc.record({ adults: fc.integer({ min: 1, max: 3 }), kids: fc.integer({ min: 0, max: 2 }) }), {
      minLength: 1,
      maxLength: 4,
    }),
  })
  .map(({ from, nights, rooms }): Stay => {
    const checkin = addDays('2027-01-01', from);
    const checkout = addDays(checkin, nights);
    return {
      checkin,
      checkout,
      nights: Array.from({ length: daysBetween(checkin, checkout) }, (_, i) => addDays(checkin, i)),
      rooms,
      roomconfig: rooms.map((r) => `${r.adults}-${r.kids}`).join(','),
    };
  });

const inputArb = fc
  .record({
    hotel: fc.constantFrom(...hotels),
    stay: stayArb,
    member: fc.boolean(),
    walletBalance: fc.integer({ min: 0, max: 5000 }),
    coupon: fc.option(fc.constantFrom(...coupons), { nil: null }),
    autoCoupons: fc.subarray(coupons),
    sold: fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ hotel, sold, ...rest }): QuoteInput => {
    const roomTypes = roomTypesOf(hotel.id);
    return {
      ...rest,
      hotel,
      roomTypes,
      booked: new Map(roomTypes.map((rt, i) => [`${hotel.id}|${rt.type}`, sold[i] ?? 0])),
      includeUnfit: true,
      config: DEFAULT_PRICING,
    };
  });

/** What the checkout charges for a room type and plan (features/checkout/price-cart.ts calls priceStay so). */
function checkoutPrice(input: QuoteInput, rt: RoomTypeRow, plan: RatePlanCode, coupon: Coupon | null, wallet = false) {
  return priceStay(
    {
      tariffs: tariffsFor(input.hotel, rt, plan, input.stay.nights, input.config),
      rooms: input.stay.rooms.length,
      member: input.member,
      coupon,
      applyWallet: wallet,
      walletBalance: input.walletBalance,
    },
    input.config,
  );
}

describe('quoteHotel', () => {
  it('given any stay, guests, member state, wallet, coupon and rooms sold, then every plan is priced as the checkout charges it', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const quote = quoteHotel(input);
        expect(quote.map((rt) => rt.room_type)).toEqual(input.roomTypes.map((rt) => rt.type));
        for (const priced of quote) {
          const rt = input.roomTypes.find((r) => r.type === priced.room_type)!;
          const coupon = coupons.find((c) => c.code === priced.coupon_code) ?? null;
          // A coupon asked for always applies; otherwise the one chosen is one the visitor may use.
          if (input.coupon) expect(coupon).toBe(input.coupon);
          else if (coupon) expect(input.autoCoupons).toContain(coupon);
          const available = Math.max(0, rt.room_count - (input.booked.get(`${rt.hotel_id}|${rt.type}`) ?? 0));
          expect(priced.available).toBe(available);
          const first = Object.keys(RATE_PLANS)[0] as RatePlanCode;
          expect(priced.member_discount).toBe(
            priceStay(
              {
                tariffs: tariffsFor(input.hotel, rt, first, input.stay.nights, input.config),
                rooms: input.stay.rooms.length,
                member: true,
              },
              input.config,
            ).memberDiscount,
          );
          for (const plan of priced.rate_plans) {
            const code = plan.code as RatePlanCode;
            const charged = checkoutPrice(input, rt, code, coupon);
            expect(plan).toMatchObject({
              sellingPrice: charged.total,
              basePrice: charged.finalPretax,
              tax: charged.tax,
              strikedPrice: charged.strikedPrice,
              partPayAmount: charged.partPayAmount,
              memberDiscount: charged.memberDiscount,
              couponDiscount: charged.couponDiscount,
              isSoldOut: available < input.stay.rooms.length,
            });
            expect(plan.walletDiscountedPrice).toBe(checkoutPrice(input, rt, code, coupon, true).netPayable);
            expect(plan.memberPrice).toBe(checkoutPrice({ ...input, member: true }, rt, code, coupon).total);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('given a steal-deal hotel on New Year’s Eve, then its plans are marked special and cost less than the rate card; another hotel’s are not', () => {
    const all = seeded.hotels as unknown as HotelRow[];
    const steal = all.find((h) => h.steal_deal);
    const plain = all.find((h) => !h.steal_deal);
    if (!steal || !plain) throw new Error('the seeded catalogue has steal-deal hotels and others');
    const stay = (checkin: string): Stay => ({
      checkin,
      checkout: addDays(checkin, 1),
      nights: [checkin],
      rooms: [{ adults: 1, kids: 0 }],
      roomconfig: '1-0',
    });
    const quote = (hotel: HotelRow, checkin: string) =>
      quoteHotel({
        hotel,
        roomTypes: roomTypesOf(hotel.id),
        stay: stay(checkin),
        booked: new Map(),
        member: false,
        walletBalance: 0,
        coupon: null,
        config: DEFAULT_PRICING,
      });
    const eve = quote(steal, '2026-12-31')[0]!;
    const before = quote(steal, '2026-12-29')[0]!;
    expect(eve.rate_plans.every((p) => p.specialRate === 'new_year')).toBe(true);
    expect(before.rate_plans.every((p) => p.specialRate === null)).toBe(true);
    // The same month's rate card, 15% off: lower than the night before (a weekday of the same season).
    expect(eve.rate_plans[0]!.pretaxPrice).toBeLessThan(before.rate_plans[0]!.pretaxPrice);
    expect(quote(plain, '2026-12-31')[0]!.rate_plans.every((p) => p.specialRate === null)).toBe(true);
  });
});
