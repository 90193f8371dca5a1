import { call, day, expectErrorBody, itinerary, login, useTestApp } from '../../testing/test-app';

type Price = Record<string, number | boolean>;

describe('checkout calls', () => {
  const app = useTestApp();
  const base = {
    hotel_id: 1001,
    room_type: 'common',
    rate_plan: 'EP',
    checkin: day(25),
    checkout: day(27),
    roomconfig: '1-0',
  };
  const create = (payload: object, token?: string) =>
    call(app(), { method: 'POST', url: '/api/v1/checkout/itinerary/', payload, token });
  const at = (bid: string, part = '') => `/api/v1/checkout/itinerary/${bid}/${part}`;
  const priceOf = (body: { price: { selected_rate_plan: { price: Price } } }) =>
    body.price.selected_rate_plan.price as Record<string, number>;

  /** docs/rules.md 3 identities, to the rupee. */
  const expectAddsUp = (p: Record<string, number>) => {
    expect(p['final_pretax_price']).toBe(
      p['pretax_price']! - p['member_discount']! - p['coupon_discount']! - p['corporate_discount']!,
    );
    expect(p['sell_price']).toBe(p['final_pretax_price']! + p['tax']!);
    expect(p['total_price_with_platform_fee']).toBe(p['sell_price']! + p['platform_fee']!);
    expect(p['net_payable_amount']).toBe(p['total_price_with_platform_fee']! - p['wallet_discount']!);
    // Points are a way of paying, not a saving: counted once, in wallet_discount.
    expect(p['total_discount']).toBe(p['member_discount']! + p['coupon_discount']! + p['corporate_discount']!);
    expect(p['balance_amount']).toBe(p['net_payable_amount']! - p['paid_amount']!);
  };

  describe('itinerary create and get', () => {
    it('creates a priced itinerary (201) that reads back the same, with part pay at 30%', async () => {
      const ok = await create(base);
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({
        status: 'draft',
        order_id: null,
        date: { checkin: day(25), checkout: day(27), nights: 2 },
        room: { type: 'common', rooms: 1, adults: 1, kids: 0 },
      });
      const p = priceOf(ok.body);
      expectAddsUp(p);
      expect(p['member_discount']).toBe(0);
      expect(ok.body.part_pay_amount).toBe(Math.round(p['net_payable_amount']! * 0.3));
      expect(ok.body.part_pay_percent).toBe(30);
      const read = await call(app(), { method: 'GET', url: at(ok.body.bid) });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(ok.body);
    });

    it('prices a logged-in member with 5% off, and the itinerary then belongs to them (404 for anyone else)', async () => {
      const token = await login(app(), '9811000001');
      const other = await login(app(), '9811000002');
      const guestPrice = priceOf(await itinerary(app(), {}));
      const mine = await itinerary(app(), { token });
      const p = priceOf(mine);
      expect(p['member_discount']).toBe(Math.round(guestPrice['pretax_price']! * 0.05));
      expect(mine.member_discount_applied).toBe(true);
      expectAddsUp(p);
      const theirs = await call(app(), { method: 'GET', url: at(mine.bid), token: other });
      const missing = await call(app(), { method: 'GET', url: at('DoesNotExist12') });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    });

    it('given a bad body, then 400 and no itinerary is stored', async () => {
      const [before] = await app().ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts');
      const bad: [object, RegExp][] = [
        [{ ...base, checkin: '25-12-2026' }, /checkin/],
        [{ ...base, roomconfig: '6-0' }, /roomconfig/],
        [{ ...base, roomconfig: '1-0,' }, /roomconfig/],
        [{ ...base, room_type: 'penthouse' }, /penthouse/],
        [{ ...base, rate_plan: 'toString' }, /rate plan/],
        [{ ...base, checkin: day(-1) }, /today or later/],
        [{ ...base, checkout: day(25) }, /at least one night/],
        [{ ...base, checkout: day(41) }, /16 nights/],
        [{ ...base, roomconfig: '5-5' }, /at most/],
        [{ ...base, coupon_code: 'NOPE' }, /NOPE does not exist/],
        [{ ...base, hotel_id: 'x' }, /hotel_id/],
        [{ hotel_id: 1001 }, /body is missing the field room_type/],
      ];
      for (const [payload, message] of bad) {
        const res = await create(payload);
        expect(res.status).toBe(400);
        expectErrorBody(res.body);
        expect(res.body.errors.join(' ')).toMatch(message);
      }
      const [after] = await app().ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts');
      expect(after!.n).toBe(before!.n);
      // Said as a guest reads it: the room's name and each count with its noun (regression: "1 kids").
      const crowded = await create({ ...base, roomconfig: '2-2' });
      expect(crowded.body.errors).toEqual(['Common Room takes at most 2 adults and 1 child per room']);
      const unknown = await create({ ...base, hotel_id: 999999 });
      expect(unknown.status).toBe(404);
      const badBid = await call(app(), { method: 'GET', url: at('short') });
      expect(badBid.status).toBe(400);
    });
  });

  describe('coupon', () => {
    it('applies a coupon: the discount comes off before GST and the totals still add up; remove restores the price', async () => {
      const it0 = await itinerary(app(), { checkin: 30, nights: 3 });
      const before = priceOf(it0);
      const applied = await call(app(), {
        method: 'POST',
        url: at(it0.bid, 'coupon/'),
        payload: { coupon_code: ' nivaas10 ' },
      });
      expect(applied.status).toBe(200);
      const p = priceOf(applied.body);
      expect(applied.body.coupon).toEqual({
        couponName: 'NIVAAS10',
        loginCouponApplied: false,
        promoDiscount: p['coupon_discount'],
      });
      expect(p['coupon_discount']).toBe(Math.min(500, Math.round(before['pretax_price']! * 0.1)));
      expect(p['tax']).toBeLessThan(before['tax']!);
      expectAddsUp(p);
      const removed = await call(app(), { method: 'DELETE', url: at(it0.bid, 'coupon/') });
      expect(removed.body.coupon).toEqual({ couponName: null, loginCouponApplied: false, promoDiscount: 0 });
      expect(priceOf(removed.body)).toEqual(before);
    });

    it('refuses unknown and login-only coupons for a guest with the message to show; the price is unchanged', async () => {
      const it0 = await itinerary(app(), { checkin: 31 });
      for (const [code, error] of [
        ['BOGUS', 'Invalid coupon code'],
        ['MEMBER20', 'Log in to use this coupon'],
        ['WELCOME', 'Log in to use this coupon'],
      ] as const) {
        const res = await call(app(), { method: 'POST', url: at(it0.bid, 'coupon/'), payload: { coupon_code: code } });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(error);
        expectErrorBody(res.body);
      }
      expect(priceOf((await call(app(), { method: 'GET', url: at(it0.bid) })).body)).toEqual(priceOf(it0));
      const empty = await call(app(), { method: 'POST', url: at(it0.bid, 'coupon/'), payload: { coupon_code: '' } });
      expect(empty.status).toBe(400);
      const missing = await call(app(), {
        method: 'POST',
        url: at('NoSuchCart123', 'coupon/'),
        payload: { coupon_code: 'NIVAAS10' },
      });
      expect(missing.status).toBe(404);
    });

    it('gives a logged-in first-time user the first-booking coupon', async () => {
      const token = await login(app(), '9811000003');
      const it0 = await itinerary(app(), { token, checkin: 32 });
      const res = await call(app(), {
        method: 'POST',
        url: at(it0.bid, 'coupon/'),
        token,
        payload: { coupon_code: 'WELCOME' },
      });
      expect(res.status).toBe(200);
      const p = priceOf(res.body);
      expect(p['coupon_discount']).toBe(
        Math.min(1000, Math.round((p['pretax_price']! - p['member_discount']!) * 0.25)),
      );
      expect(res.body.coupon.loginCouponApplied).toBe(true);
      // docs/rules.md 3, rate plan at checkout: firstBookingCouponApplied.
      expect(res.body.price.selected_rate_plan.first_booking_coupon_applied).toBe(true);
    });

    it('given another coupon or none, then the rate plan says no first-booking coupon is applied', async () => {
      const it0 = await itinerary(app(), { checkin: 35 });
      expect(it0.price.selected_rate_plan).toHaveProperty('first_booking_coupon_applied', false);
      const res = await call(app(), {
        method: 'POST',
        url: at(it0.bid, 'coupon/'),
        payload: { coupon_code: 'NIVAAS10' },
      });
      expect(res.status).toBe(200);
      expect(res.body.price.selected_rate_plan.first_booking_coupon_applied).toBe(false);
    });
  });

  describe('coupon list', () => {
    const list = async (bid: string, token?: string) => {
      const res = await call(app(), { method: 'GET', url: at(bid, 'coupons/'), ...(token ? { token } : {}) });
      expect(res.status).toBe(200);
      return res.body.coupons as { code: string; status: string; saving: number; min_amount: number }[];
    };

    it('given a guest, then every coupon with its saving on this stay or why not yet (sign in), the best first', async () => {
      const it0 = await itinerary(app(), { checkin: 33, nights: 2 });
      const coupons = await list(it0.bid);
      const byCode = new Map(coupons.map((c) => [c.code, c]));
      expect(byCode.get('WELCOME')).toMatchObject({ status: 'login_required', saving: 0 });
      expect(byCode.get('MEMBER20')).toMatchObject({ status: 'login_required', saving: 0 });
      const nivaas10 = byCode.get('NIVAAS10')!;
      expect(nivaas10.status).toBe('available');
      // The saving listed is the one applying it gives.
      const applied = await call(app(), {
        method: 'POST',
        url: at(it0.bid, 'coupon/'),
        payload: { coupon_code: 'NIVAAS10' },
      });
      expect(priceOf(applied.body)['coupon_discount']).toBe(nivaas10.saving);
      const after = await list(it0.bid);
      expect(after[0]).toMatchObject({ code: 'NIVAAS10', status: 'applied' });
      const order = after.map((c) => c.status);
      expect(order.indexOf('login_required')).toBeGreaterThan(order.lastIndexOf('available'));
    });

    it('given a member who has booked before, then WELCOME says first booking only; a small stay is below minimums', async () => {
      const token = await login(app(), '9000000003');
      const it0 = await itinerary(app(), { token, checkin: 34 });
      const coupons = await list(it0.bid, token);
      expect(coupons.find((c) => c.code === 'WELCOME')).toMatchObject({ status: 'first_booking_only', saving: 0 });
      expect(coupons.find((c) => c.code === 'MEMBER20')?.status).not.toBe('login_required');
      for (const c of coupons.filter((c) => c.status === 'below_minimum')) expect(c.saving).toBe(0);
    });

    it("given a bid that is not this visitor's, then 404", async () => {
      const res = await call(app(), { method: 'GET', url: at('NoSuchCart123', 'coupons/') });
      expect(res.status).toBe(404);
    });
  });

  describe('corporate rate (docs/rules.md 6: a corporate user;)', () => {
    const becomeCorporate = async (token: string) => {
      const gst = await call(app(), {
        method: 'PUT',
        url: '/api/v1/profile/gstin/',
        token,
        payload: {
          company_name: 'Rao Traders',
          company_address: '4 Residency Road, Bengaluru',
          gstin: '29ABCDE1234F1ZW',
        },
      });
      expect(gst.status).toBe(200);
    };

    it('given a company profile, then the refundable plan is charged the corporate rate the corporate call quotes', async () => {
      const token = await login(app(), '9811000077');
      await becomeCorporate(token);
      const it0 = await itinerary(app(), { token, checkin: 36, nights: 2 });
      const p = priceOf(it0);
      expectAddsUp(p);
      expect(p['member_discount']).toBe(0);
      expect(p['coupon_discount']).toBe(0);
      expect(p['corporate_discount']).toBe(Math.round(p['pretax_price']! * 0.12));
      const q = `hotel_ids=1001&room_types=common&applicable_from_date=${day(36)}&applicable_to_date=${day(38)}&roomconfig=1-0`;
      const quoted = await call(app(), { method: 'POST', url: `/api/athena/corporate-price/?${q}`, token });
      expect(quoted.body.prices[0]).toMatchObject({ total: p['total_price_with_platform_fee'], tax: p['tax'] });
    });

    it('given a coupon, then the guest gets the lower of the company rate and the member price with it, never both', async () => {
      const token = await login(app(), '9811000079');
      await becomeCorporate(token);
      // Two rooms for four nights: NIVAAS10 is capped at ₹500, so the company's 12% is lower.
      const big = await itinerary(app(), { token, checkin: 40, nights: 4, roomconfig: '1-0,1-0' });
      const corporate = priceOf(big);
      expect(corporate['corporate_discount']).toBeGreaterThan(0);
      const list = await call(app(), { method: 'GET', url: at(big.bid, 'coupons/'), token });
      expect(list.body.coupons.find((c: { code: string }) => c.code === 'NIVAAS10')).toMatchObject({
        status: 'corporate_rate',
        saving: 0,
      });
      const refused = await call(app(), {
        method: 'POST',
        url: at(big.bid, 'coupon/'),
        token,
        payload: { coupon_code: 'NIVAAS10' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual(["Your company's rate is already lower than the price with NIVAAS10"]);
      // One room for two nights: WELCOME's 25% (a first booking) after the member's 5% is lower than the 12%.
      const small = await itinerary(app(), { token, checkin: 46, nights: 2 });
      const applied = await call(app(), {
        method: 'POST',
        url: at(small.bid, 'coupon/'),
        token,
        payload: { coupon_code: 'WELCOME' },
      });
      expect(applied.status).toBe(200);
      const p = priceOf(applied.body);
      expectAddsUp(p);
      expect(p['corporate_discount']).toBe(0);
      expect(p['member_discount']).toBeGreaterThan(0);
      expect(p['coupon_discount']).toBeGreaterThan(0);
      expect(p['total_price_with_platform_fee']).toBeLessThan(priceOf(small)['total_price_with_platform_fee']!);
    });

    it('given the non-refundable plan or no company, then no corporate rate', async () => {
      const token = await login(app(), '9811000078');
      const plain = priceOf(await itinerary(app(), { token, checkin: 37 }));
      expect(plain['corporate_discount']).toBe(0);
      await becomeCorporate(token);
      const prepaid = priceOf(await itinerary(app(), { token, checkin: 37, plan: 'NRP' }));
      expect(prepaid['corporate_discount']).toBe(0);
      expect(prepaid['member_discount']).toBeGreaterThan(0);
    });
  });

  describe('wallet', () => {
    it('applies at most 20% of the total from the balance and removes it again', async () => {
      const token = await login(app(), '9000000003');
      const it0 = await itinerary(app(), { token, checkin: 33, nights: 4 });
      expect(it0.wallet_balance).toBe(250);
      const applied = await call(app(), { method: 'POST', url: at(it0.bid, 'wallet/'), token });
      expect(applied.status).toBe(200);
      const p = priceOf(applied.body);
      expect(p['wallet_discount']).toBe(Math.min(250, Math.floor(p['total_price_with_platform_fee']! * 0.2)));
      expect(p['wallet_applied']).toBe(true);
      expectAddsUp(p);
      const removed = await call(app(), { method: 'DELETE', url: at(it0.bid, 'wallet/'), token });
      expect(priceOf(removed.body)['wallet_discount']).toBe(0);
      expect(priceOf(removed.body)['net_payable_amount']).toBe(p['total_price_with_platform_fee']);
    });

    it('needs a login (401), and the owner (404 for another user)', async () => {
      const token = await login(app(), '9811000004');
      const other = await login(app(), '9811000005');
      const it0 = await itinerary(app(), { token, checkin: 34 });
      for (const method of ['POST', 'DELETE'] as const) {
        const anon = await call(app(), { method, url: at(it0.bid, 'wallet/') });
        expect(anon.status).toBe(401);
        expectErrorBody(anon.body);
        expect((await call(app(), { method, url: at(it0.bid, 'wallet/'), token: other })).status).toBe(404);
      }
      const bogus = await call(app(), { method: 'POST', url: at(it0.bid, 'wallet/'), token: 'x'.repeat(40) });
      expect(bogus.status).toBe(401);
    });
  });
});
