import { call, day, expectErrorBody, itinerary, login, useTestApp, type TestApp } from '../../testing/test-app';
import { payItinerary } from '../../testing/booking';

interface Plan {
  code: string;
  type: string;
  basePrice: number;
  tax: number;
  platformFee: number;
  sellingPrice: number;
  pretaxPrice: number;
  memberDiscount: number;
  couponDiscount: number;
  discountAmount: number;
  nightlyTariffs: { date: string; price: number }[];
  payAtHotelPrice: number | null;
  prepaidDiscountedPrice: number;
  memberPrice: number;
  isSoldOut: boolean;
}
interface RoomTypePrice {
  room_type: string;
  available: number;
  coupon_code: string | null;
  coupon_discount: number;
  coupon_description: string | null;
  member_discount: number;
  member_discount_applied: boolean;
  fits_guests: boolean;
  rate_plans: Plan[];
}

/** The hotel page's price call: every number it shows, and the promise that checkout charges the same. */
describe('room prices for the hotel page', () => {
  const app = useTestApp();
  const stay = (from: number, nights: number) => `checkin=${day(from)}&checkout=${day(from + nights)}`;
  const roomPrices = async (query: string, token?: string) => {
    const res = await call(app(), { method: 'GET', url: `/api/v5/pricing/hotels/1001/room-prices/?${query}`, token });
    expect(res.status).toBe(200);
    return res.body.room_types as RoomTypePrice[];
  };
  const checkoutTotal = async (
    a: TestApp,
    rt: RoomTypePrice,
    plan: Plan,
    opts: { from: number; nights: number; roomconfig: string; token?: string },
  ) => {
    const res = await call(a, {
      method: 'POST',
      url: '/api/v1/checkout/itinerary/',
      token: opts.token,
      payload: {
        hotel_id: 1001,
        room_type: rt.room_type,
        rate_plan: plan.code,
        checkin: day(opts.from),
        checkout: day(opts.from + opts.nights),
        roomconfig: opts.roomconfig,
        ...(rt.coupon_code ? { coupon_code: rt.coupon_code } : {}),
      },
    });
    expect(res.status).toBe(201);
    return res.body.price.selected_rate_plan.price as Record<string, number>;
  };

  it('gives each plan its pretax tariff, per-night tariffs of one room, discounts and a total that adds up', async () => {
    const types = await roomPrices(`${stay(30, 3)}&roomconfig=1-0,1-0`);
    for (const rt of types.filter((t) => t.fits_guests)) {
      for (const p of rt.rate_plans) {
        expect(p.nightlyTariffs.map((n) => n.date)).toEqual([day(30), day(31), day(32)]);
        // Two rooms, three nights: the pretax tariff is one room's nights times the rooms.
        expect(p.pretaxPrice).toBe(2 * p.nightlyTariffs.reduce((s, n) => s + n.price, 0));
        expect(p.basePrice).toBe(p.pretaxPrice - p.memberDiscount - p.couponDiscount);
        expect(p.discountAmount).toBe(p.memberDiscount + p.couponDiscount);
        expect(p.sellingPrice).toBe(p.basePrice + p.tax + p.platformFee);
      }
    }
  });

  it('given no coupon asked for, when a signed-out visitor looks, then the coupon saving most that they may use is applied', async () => {
    const [common] = await roomPrices(stay(30, 3));
    expect(common).toBeDefined();
    const rt = common!;
    // Signed out: WELCOME and MEMBER20 need a login; NIVAAS10 and WEEKEND15 are open, the larger saving wins.
    expect(['NIVAAS10', 'WEEKEND15']).toContain(rt.coupon_code);
    const cheapest = rt.rate_plans.reduce((a, b) => (b.sellingPrice < a.sellingPrice ? b : a));
    expect(rt.coupon_discount).toBe(cheapest.couponDiscount);
    expect(rt.coupon_discount).toBeGreaterThan(0);
    expect(rt.coupon_description).toEqual(expect.any(String));
    for (const code of ['NIVAAS10', 'WEEKEND15']) {
      const [asked] = await roomPrices(`${stay(30, 3)}&couponcode=${code}`);
      const plan = asked!.rate_plans.find((p) => p.code === cheapest.code)!;
      expect(plan.couponDiscount).toBeLessThanOrEqual(cheapest.couponDiscount);
    }
  });

  it('given a coupon asked for, then it wins even when another would save more; an unknown one is a 400 saying so', async () => {
    const [auto] = await roomPrices(stay(30, 3));
    const other = auto!.coupon_code === 'NIVAAS10' ? 'WEEKEND15' : 'NIVAAS10';
    const [asked] = await roomPrices(`${stay(30, 3)}&couponcode=${other.toLowerCase()}`);
    expect(asked!.coupon_code).toBe(other);
    const bad = await call(app(), {
      method: 'GET',
      url: `/api/v5/pricing/hotels/1001/room-prices/?${stay(30, 3)}&couponcode=FREESTAY`,
    });
    expect(bad.status).toBe(400);
    expectErrorBody(bad.body);
    expect(bad.body).toEqual({ error: 'Invalid coupon code', errors: ['Coupon FREESTAY does not exist'] });
  });

  it('given a first-time member, then the member coupons count too, and the member discount is applied and said so', async () => {
    const token = await login(app(), '9831000001');
    const [guestView] = await roomPrices(stay(34, 2));
    const [memberView] = await roomPrices(stay(34, 2), token);
    expect(guestView!.member_discount_applied).toBe(false);
    expect(memberView!.member_discount_applied).toBe(true);
    // WELCOME: 25% up to ₹1,000 on a first booking beats every open coupon on this stay.
    expect(memberView!.coupon_code).toBe('WELCOME');
    for (const p of memberView!.rate_plans) {
      expect(p.memberDiscount).toBe(Math.round(p.pretaxPrice * 0.05));
      expect(p.memberPrice).toBe(p.sellingPrice);
    }
    // A signed-out visitor is told what a member saves and pays (with the same coupon).
    expect(guestView!.member_discount).toBe(memberView!.member_discount);
    expect(guestView!.member_discount).toBe(Math.round(guestView!.rate_plans[0]!.pretaxPrice * 0.05));
    for (const p of guestView!.rate_plans) {
      expect(p.memberDiscount).toBe(0);
      expect(p.memberPrice).toBeLessThan(p.sellingPrice);
    }
  });

  it('offers pay at hotel on the refundable plan only (the non-refundable one is prepaid)', async () => {
    const [rt] = await roomPrices(stay(30, 1));
    const ep = rt!.rate_plans.find((p) => p.code === 'EP')!;
    const nrp = rt!.rate_plans.find((p) => p.code === 'NRP')!;
    expect(ep.type).toBe('refundable');
    expect(ep.payAtHotelPrice).toBe(ep.sellingPrice);
    expect(nrp.type).toBe('non-refundable');
    expect(nrp.payAtHotelPrice).toBeNull();
    // The checkout agrees: no pay-at-hotel button on the prepaid plan, and the call itself is refused.
    const [epCart, nrpCart] = await Promise.all(
      ['EP', 'NRP'].map((plan) => itinerary(app(), { plan, checkin: 30, nights: 1 })),
    );
    expect(epCart!['pay_at_hotel_allowed']).toBe(true);
    expect(nrpCart!['pay_at_hotel_allowed']).toBe(false);
    // The hotel is paid what paying now costs: the itinerary says so, and the hotel page's price agrees.
    expect(epCart!['pay_at_hotel_extra_amount']).toBe(0);
    expect(ep.payAtHotelPrice).toBe(ep.prepaidDiscountedPrice);
    const refused = await payItinerary(app(), nrpCart!.bid, 'pay-at-hotel', { keyPrefix: 'nrp-at-hotel' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Pay at hotel is not available for this rate plan');
  });

  it('given more guests than a room type holds, then it is listed with fits_guests false instead of left out', async () => {
    const types = await roomPrices(`${stay(30, 1)}&roomconfig=3-0`);
    const byType = new Map(types.map((t) => [t.room_type, t]));
    // common and acacia hold 2 adults, oak, maple and mahogany hold more (docs/rules.md room types).
    for (const small of ['common', 'acacia']) if (byType.has(small)) expect(byType.get(small)!.fits_guests).toBe(false);
    expect(byType.get('mahogany')?.fits_guests).toBe(true);
    const listing = await call(app(), {
      method: 'GET',
      url: `/api/v6/pricing/hotels/?hotel_id=1001&${stay(30, 1)}&roomconfig=3-0`,
    });
    // The listing's cheapest price is only ever for a room that holds the guests.
    const listed = listing.body.data['1001'].room_types as RoomTypePrice[];
    expect(listed.every((t) => t.fits_guests)).toBe(true);
    expect(listed.map((t) => t.room_type)).not.toContain('common');
  });

  it('given the same room type, plan, coupon and member state, then checkout charges exactly the hotel page total', async () => {
    const opts = { from: 40, nights: 2, roomconfig: '2-0,1-1' };
    const token = await login(app(), '9831000002');
    for (const who of [undefined, token]) {
      const types = await roomPrices(`${stay(opts.from, opts.nights)}&roomconfig=${opts.roomconfig}`, who);
      const fitting = types.filter((t) => t.fits_guests);
      expect(fitting.length).toBeGreaterThan(0);
      for (const rt of fitting) {
        for (const plan of rt.rate_plans) {
          const charged = await checkoutTotal(app(), rt, plan, { ...opts, token: who });
          expect({
            who: who ? 'member' : 'guest',
            room: rt.room_type,
            plan: plan.code,
            total: charged['total_price_with_platform_fee'],
          }).toEqual({
            who: who ? 'member' : 'guest',
            room: rt.room_type,
            plan: plan.code,
            total: plan.sellingPrice,
          });
          expect(charged['pretax_price']).toBe(plan.pretaxPrice);
          expect(charged['coupon_discount']).toBe(plan.couponDiscount);
          expect(charged['member_discount']).toBe(plan.memberDiscount);
          expect(charged['tax']).toBe(plan.tax);
        }
      }
    }
  });

  it('given a signed-out visitor signs in, then the member price they were shown is what checkout charges the member', async () => {
    const opts = { from: 44, nights: 1, roomconfig: '1-0' };
    const [shown] = await roomPrices(`${stay(opts.from, opts.nights)}&roomconfig=${opts.roomconfig}`);
    const token = await login(app(), '9831000003');
    const plan = shown!.rate_plans[0]!;
    const charged = await checkoutTotal(app(), shown!, plan, { ...opts, token });
    expect(charged['total_price_with_platform_fee']).toBe(plan.memberPrice);
  });

  it('lets a corporate user (a company profile) price the hotel page rooms with the corporate call', async () => {
    const token = await login(app(), '9831000004');
    const gst = await call(app(), {
      method: 'PUT',
      url: '/api/v1/profile/gstin/',
      token,
      payload: {
        company_name: 'Acme Travel Pvt Ltd',
        company_address: '12 MG Road, Bengaluru',
        gstin: '29ABCDE1234F1ZW',
      },
    });
    expect(gst.status).toBe(200);
    const types = (await roomPrices(`${stay(30, 2)}&roomconfig=1-0`, token)).map((t) => t.room_type);
    const q = `hotel_ids=1001&room_types=${types.join(',')}&applicable_from_date=${day(30)}&applicable_to_date=${day(32)}&roomconfig=1-0&payload_id=hotel-page`;
    const res = await call(app(), { method: 'POST', url: `/api/athena/corporate-price/?${q}`, token });
    expect(res.status).toBe(200);
    expect(res.body.payload_id).toBe('hotel-page');
    expect(res.body.prices.map((p: { room_type: string }) => p.room_type)).toEqual(types);
    for (const p of res.body.prices) expect(p.corporate_price).toBeGreaterThan(0);
  });

  it('given an unknown hotel 404, bad dates or room config 400, each with the error body', async () => {
    const missing = await call(app(), {
      method: 'GET',
      url: `/api/v5/pricing/hotels/424242/room-prices/?${stay(3, 1)}`,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Hotel not found', errors: ['Hotel not found'] });
    for (const query of [
      `checkin=${day(5)}&checkout=${day(5)}`,
      `checkin=2026-02-30&checkout=${day(2)}`,
      `${stay(3, 1)}&roomconfig=2-0,`,
      `${stay(3, 1)}&roomconfig=9-9`,
    ]) {
      const res = await call(app(), { method: 'GET', url: `/api/v5/pricing/hotels/1001/room-prices/?${query}` });
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
    }
  });
});
