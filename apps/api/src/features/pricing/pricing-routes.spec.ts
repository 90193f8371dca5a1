import { defaultRoomChoice, orderRoomOffers } from '@nivaas/domain/hotel';
import { savingPercent } from '@nivaas/domain/prices';
import { call, day, expectErrorBody, login, useTestApp } from '../../testing/test-app';
import { leaveRoomsLeft } from '../../testing/inventory';

interface Plan {
  code: string;
  basePrice: number;
  tax: number;
  platformFee: number;
  sellingPrice: number;
  strikedPrice: number;
  discountAmount: number;
  discountPercentage: number;
  partPayAmount: number;
  partPayPercent: number;
  isSoldOut: boolean;
  walletDiscountedPrice: number;
  pretaxPrice: number;
  memberDiscount: number;
  couponDiscount: number;
}
interface PricedRoom {
  readonly type: string;
  readonly bookable: boolean;
  readonly plans: Plan[];
}

describe('pricing calls', () => {
  const app = useTestApp();
  const get = (url: string, token?: string) => call(app(), { method: 'GET', url, token });
  const stay = (from = 10, nights = 2) => `checkin=${day(from)}&checkout=${day(from + nights)}`;
  const expect400 = async (url: string, method: 'GET' | 'POST' = 'GET') => {
    const res = await call(app(), { method, url });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    return res.body;
  };

  /** Every plan's numbers must add up to the rupee (docs/rules.md 3: total = discounted price + platform fee). */
  const expectConsistent = (p: Plan) => {
    expect(p.sellingPrice).toBe(p.basePrice + p.tax + p.platformFee);
    expect(p.partPayAmount).toBe(Math.round((p.sellingPrice * p.partPayPercent) / 100));
    // A struck price only for a real saving (no marked-up "was" price, India CCPA 2023).
    if (p.discountAmount > 0) expect(p.strikedPrice).toBeGreaterThan(p.sellingPrice);
    else expect(p.strikedPrice).toBe(p.sellingPrice);
    expect(p.discountPercentage).toBe(savingPercent(p.strikedPrice, p.sellingPrice));
    // GST at 5% or 18% of the room tariff, within rounding per night.
    expect([0.05, 0.18].some((rate) => Math.abs(p.tax - p.basePrice * rate) <= 2)).toBe(true);
  };

  describe('GET /api/v6/pricing/hotels/', () => {
    it('prices several hotels for 2 rooms and 2 nights; unknown ids are ignored; numbers add up', async () => {
      const { status, body } = await get(
        `/api/v6/pricing/hotels/?hotel_id=1001,1002,1003,999999&${stay(10, 2)}&roomconfig=2-0,1-1`,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ checkin: day(10), checkout: day(12), nights: 2, rooms: 2 });
      expect(Object.keys(body.data).sort()).toEqual(['1001', '1002', '1003']);
      for (const hotel of Object.values(body.data) as { cheapest: Plan; room_types: { rate_plans: Plan[] }[] }[]) {
        hotel.room_types.flatMap((rt) => rt.rate_plans).forEach(expectConsistent);
      }
    });

    it.each([
      ['a guest, 1 night, 1 room', 10, 1, '1-0', false],
      ['a guest, 3 nights, 2 rooms', 20, 3, '2-0,1-1', false],
      ['a member, 2 nights, 1 room', 30, 2, '2-1', true],
    ])(
      'given %s, then each card price is the price its hotel page opens with, coupon included',
      async (_, from, nights, roomconfig, member) => {
        const token = member ? await login(app(), '9000000002') : undefined;
        const ids = [1001, 1002, 1003, 1042];
        const query = `${stay(from, nights)}&roomconfig=${roomconfig}`;
        const listing = (await get(`/api/v6/pricing/hotels/?hotel_id=${ids.join(',')}&${query}`, token)).body;
        for (const id of ids) {
          const card = listing.data[String(id)];
          const page = (await get(`/api/v5/pricing/hotels/${id}/room-prices/?${query}`, token)).body;
          const rooms = orderRoomOffers<PricedRoom>(
            page.room_types.map((rt: { room_type: string; fits_guests: boolean; rate_plans: Plan[] }) => ({
              type: rt.room_type,
              bookable: rt.fits_guests && rt.rate_plans.some((p) => !p.isSoldOut),
              plans: rt.rate_plans,
            })),
          );
          const choice = defaultRoomChoice(rooms);
          const opened = rooms.find((r) => r.type === choice?.roomType)?.plans.find((p) => p.code === choice?.ratePlan);
          expect(card.cheapest_room_type).toBe(choice?.roomType);
          expect(card.cheapest).toEqual(opened);
        }
      },
    );

    it('sorts by price both ways and by rating', async () => {
      const ids = '1001,1002,1003,1004,1005,1006';
      const low = (await get(`/api/v6/pricing/hotels/?hotel_id=${ids}&${stay()}&sort=price_low_to_high`)).body;
      const prices = low.sorted_hotel_ids.map((id: number) => low.data[String(id)].cheapest.sellingPrice);
      expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
      const high = (await get(`/api/v6/pricing/hotels/?hotel_id=${ids}&${stay()}&sort=price_high_to_low`)).body;
      expect(high.sorted_hotel_ids).toEqual([...low.sorted_hotel_ids].reverse());
      const rated = (await get(`/api/v6/pricing/hotels/?hotel_id=${ids}&${stay()}&sort=user_rating`)).body
        .sorted_hotel_ids as number[];
      const ratings = await Promise.all(
        rated.map(async (id) => (await get(`/api/v1/hotels/${id}/`)).body.rating_summary.rating as number),
      );
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });

    it('gives a logged-in member 5% off the room tariff, and a wallet price when asked', async () => {
      const token = await login(app(), '9000000001');
      const url = `/api/v6/pricing/hotels/?hotel_id=1001&${stay(12, 1)}&apply_wallet=true`;
      const guest = (await get(url)).body.data['1001'].room_types[0].rate_plans[0] as Plan;
      const member = (await get(url, token)).body.data['1001'].room_types[0].rate_plans[0] as Plan;
      // Both get the best coupon each may use (the platinum member's may differ), taken after the member's 5%.
      expect(member.pretaxPrice).toBe(guest.pretaxPrice);
      expect(member.memberDiscount).toBe(Math.round(guest.pretaxPrice * 0.05));
      expect(guest.memberDiscount).toBe(0);
      expect(member.discountAmount).toBe(member.memberDiscount + member.couponDiscount);
      expect(member.basePrice).toBe(member.pretaxPrice - member.discountAmount);
      // Platinum demo user has 1500 points; at most 20% of the total may be paid with them.
      expect(member.walletDiscountedPrice).toBe(
        member.sellingPrice - Math.min(1500, Math.floor(member.sellingPrice * 0.2)),
      );
      expect(guest.walletDiscountedPrice).toBe(guest.sellingPrice);
    });

    it('given bad dates, past check-in, a stay over 15 nights, bad room config or ids, then 400', async () => {
      expect(
        (await expect400(`/api/v6/pricing/hotels/?hotel_id=1001&checkin=2026-02-31&checkout=${day(2)}`)).errors,
      ).toContain('checkin is not a valid date');
      await expect400(`/api/v6/pricing/hotels/?hotel_id=1001&checkin=${day(-2)}&checkout=${day(1)}`);
      await expect400(`/api/v6/pricing/hotels/?hotel_id=1001&${stay(5, 0)}`);
      expect((await expect400(`/api/v6/pricing/hotels/?hotel_id=1001&${stay(5, 16)}`)).error).toBe(
        'Maximum stay is 15 nights',
      );
      await expect400(`/api/v6/pricing/hotels/?hotel_id=1001&${stay()}&roomconfig=6-0`);
      await expect400(`/api/v6/pricing/hotels/?hotel_id=1001&${stay()}&roomconfig=0-1`);
      await expect400(`/api/v6/pricing/hotels/?hotel_id=10a1&${stay()}`);
      await expect400(`/api/v6/pricing/hotels/?hotel_id=1001&${stay()}&sort=cheapest`);
      await expect400('/api/v6/pricing/hotels/?hotel_id=1001');
    });
  });

  describe('GET /api/v5/pricing/hotels/:hotelId/room-prices/', () => {
    it('lists room types in SPEC order with both rate plans; a coupon lowers the tariff before tax', async () => {
      const plain = (await get(`/api/v5/pricing/hotels/1001/room-prices/?${stay(14, 3)}`)).body;
      const order = ['common', 'acacia', 'oak', 'maple', 'mahogany'];
      const types = plain.room_types.map((r: { room_type: string }) => r.room_type);
      expect(types).toEqual(order.filter((t) => types.includes(t)));
      expect(plain.room_types[0].rate_plans.map((p: Plan) => p.code)).toEqual(['EP', 'NRP']);
      const coupon = (await get(`/api/v5/pricing/hotels/1001/room-prices/?${stay(14, 3)}&couponcode=nivaas10`)).body;
      expect(coupon.room_types[0].coupon_code).toBe('NIVAAS10');
      const [before, after] = [
        plain.room_types[0].rate_plans[0] as Plan & { pretaxPrice: number },
        coupon.room_types[0].rate_plans[0] as Plan & { pretaxPrice: number; couponDiscount: number },
      ];
      expectConsistent(after);
      // NIVAAS10: 10% off up to ₹500 (on stays of at least ₹800), off the pretax tariff.
      expect(after.pretaxPrice).toBe(before.pretaxPrice);
      expect(after.couponDiscount).toBe(Math.min(500, Math.round(before.pretaxPrice * 0.1)));
      expect(after.basePrice).toBe(before.pretaxPrice - after.discountAmount);
    });

    it('given an unknown coupon, a login-only coupon without login, then 400; an unknown hotel 404; a bad id 400', async () => {
      expect((await expect400(`/api/v5/pricing/hotels/1001/room-prices/?${stay()}&couponcode=NOPE`)).error).toBe(
        'Invalid coupon code',
      );
      expect((await expect400(`/api/v5/pricing/hotels/1001/room-prices/?${stay()}&couponcode=MEMBER20`)).error).toBe(
        'Log in to use this coupon',
      );
      const missing = await get(`/api/v5/pricing/hotels/999999/room-prices/?${stay()}`);
      expect(missing.status).toBe(404);
      expectErrorBody(missing.body);
      await expect400(`/api/v5/pricing/hotels/abc/room-prices/?${stay()}`);
      await expect400(`/api/v5/pricing/hotels/1001/room-prices/?checkin=tomorrow&checkout=${day(3)}`);
    });
  });

  describe('POST /api/athena/corporate-price/', () => {
    it('prices the refundable plan less 12% with GST on that, per room type asked', async () => {
      const q = `hotel_ids=1001,1002&room_types=common&applicable_from_date=${day(20)}&applicable_to_date=${day(21)}&payload_id=abc-1`;
      const { status, body } = await call(app(), { method: 'POST', url: `/api/athena/corporate-price/?${q}` });
      expect(status).toBe(200);
      expect(body.payload_id).toBe('abc-1');
      expect(body.prices.map((p: { hotel_id: number; room_type: string }) => `${p.hotel_id}|${p.room_type}`)).toEqual([
        '1001|common',
        '1002|common',
      ]);
      const rack = (await get(`/api/v5/pricing/hotels/1001/room-prices/?checkin=${day(20)}&checkout=${day(21)}`)).body
        .room_types[0].rate_plans[0] as Plan & { pretaxPrice: number };
      const corp = body.prices[0];
      expect(corp.corporate_price).toBe(Math.round(rack.pretaxPrice * 0.88));
      expect(corp.tax).toBe(Math.round(corp.corporate_price * (corp.corporate_price <= 7500 ? 0.05 : 0.18)));
    });

    it('given missing or malformed dates or ids, then 400', async () => {
      await expect400(`/api/athena/corporate-price/?hotel_ids=1001`, 'POST');
      await expect400(
        `/api/athena/corporate-price/?hotel_ids=x&applicable_from_date=${day(1)}&applicable_to_date=${day(2)}`,
        'POST',
      );
      await expect400(
        `/api/athena/corporate-price/?hotel_ids=1001&applicable_from_date=2026-13-01&applicable_to_date=${day(2)}`,
        'POST',
      );
      await expect400(
        `/api/athena/corporate-price/?hotel_ids=1001&applicable_from_date=${day(3)}&applicable_to_date=${day(2)}`,
        'POST',
      );
    });
  });

  describe('GET /api/v1/psychological-triggers/', () => {
    it('says how many rooms are left only when it is true, and never for unknown hotels', async () => {
      const hotel = 1005;
      const url = `/api/v1/psychological-triggers/?hotel_id=${hotel},999999&${stay(60, 1)}&channel=msite`;
      const before = (await get(url)).body.data as { hotel_id: number; triggerType: string }[];
      expect(before.some((t) => t.triggerType === 'scarcity')).toBe(false);
      await leaveRoomsLeft(app(), hotel, 60, 2);
      const after = (await get(url)).body.data as { hotel_id: number; triggerType: string; displayText: string }[];
      expect(after.find((t) => t.triggerType === 'scarcity')).toEqual({
        hotel_id: hotel,
        triggerType: 'scarcity',
        displayText: 'Only 2 rooms left',
        count: 2,
      });
      expect(after.every((t) => t.hotel_id === hotel)).toBe(true);
    });

    it('given no hotel id or a malformed date, then 400', async () => {
      await expect400('/api/v1/psychological-triggers/');
      await expect400('/api/v1/psychological-triggers/?hotel_id=1001&checkin=22-11-2026');
    });
  });
});
