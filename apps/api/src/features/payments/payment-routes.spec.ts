import { formatInr } from '@nivaas/domain';
import { randomBytes } from 'node:crypto';
import {
  call,
  day,
  expectErrorBody,
  expectedAmount,
  guest,
  itinerary,
  login,
  useTestApp,
  type TestApp,
} from '../../testing/test-app';
import { gatewayCallback } from '../../testing/gateway';

const SECRET = 'payment-routes-secret';
const key = () => `pay-${randomBytes(8).toString('hex')}`;

describe('payment calls', () => {
  const app = useTestApp({ gatewayKeySecret: SECRET });
  const pay = async (
    a: TestApp,
    bid: string,
    mode: 'pay-now' | 'part-pay' | 'pay-at-hotel',
    opts: { token?: string; idempotencyKey?: string | null; payload?: object } = {},
  ) =>
    call(a, {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${bid}/${mode}/`,
      token: opts.token,
      headers: opts.idempotencyKey === null ? {} : { 'idempotency-key': opts.idempotencyKey ?? key() },
      payload: { expected_amount: await expectedAmount(a, bid, mode, opts.token), ...(opts.payload ?? { guest }) },
    });
  const net = (it: { price: { selected_rate_plan: { price: Record<string, number> } } }) =>
    it.price.selected_rate_plan.price['net_payable_amount']!;
  const status = (orderId: string) => call(app(), { method: 'GET', url: `/api/v1/payments/${orderId}/status/` });
  const callback = (gw: string, paymentId: string) => gatewayCallback(app(), SECRET, gw, paymentId);

  describe('pay now', () => {
    it('creates a pending booking for the full amount with a gateway order; a retry with the same key returns it; the callback marks it paid', async () => {
      const it0 = await itinerary(app(), { checkin: 21, nights: 2 });
      const k = key();
      const res = await pay(app(), it0.bid, 'pay-now', { idempotencyKey: k });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'PENDING_PAYMENT',
        amount_due_now: net(it0),
        gateway_order: { gateway: 'simulated', amount: net(it0), currency: 'INR' },
      });
      expect(res.body.booking.user).toMatchObject({
        name: guest.name,
        contact_number: guest.mobile,
        email: guest.email,
      });
      const retry = await pay(app(), it0.bid, 'pay-now', { idempotencyKey: k });
      expect(retry.body.order_id).toBe(res.body.order_id);
      expect((await status(res.body.order_id)).body).toEqual({
        order_id: res.body.order_id,
        status: 'PENDING_PAYMENT',
        payment_status: 'pending',
        failure_reason: null,
        paid_amount: 0,
        pending_amount: net(it0),
        itinerary: null,
      });
      const page = await app().inject({ method: 'GET', url: res.body.gateway_order.checkout_url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`Pay ${formatInr(net(it0))}`);
      expect((await callback(res.body.gateway_order.gateway_order_id, 'pay_routes0001')).body.status).toBe('CONFIRMED');
      expect((await status(res.body.order_id)).body).toEqual({
        order_id: res.body.order_id,
        status: 'CONFIRMED',
        payment_status: 'paid',
        failure_reason: null,
        paid_amount: net(it0),
        pending_amount: 0,
        itinerary: null,
      });
    });

    it('given no or a short Idempotency-Key, a bad guest, or a key reused for another itinerary, then 400 and no booking', async () => {
      const it0 = await itinerary(app(), { checkin: 22 });
      const [before] = await app().ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
      const cases: [Parameters<typeof pay>[3], RegExp][] = [
        [{ idempotencyKey: null }, /idempotency-key/],
        [{ idempotencyKey: 'short' }, /idempotency-key/],
        [{ payload: { guest: { ...guest, mobile: '12345' } } }, /mobile/],
        [{ payload: { guest: { ...guest, email: 'not-an-email' } } }, /email/],
        [{ payload: { guest: { ...guest, name: '   ' } } }, /name/],
        [{ payload: { guest: { ...guest, gstin: '29abcde1234f1z5' } } }, /gstin/],
        [{ payload: {} }, /guest/],
      ];
      for (const [opts, message] of cases) {
        const res = await pay(app(), it0.bid, 'pay-now', opts);
        expect(res.status).toBe(400);
        expectErrorBody(res.body);
        expect(res.body.errors.join(' ')).toMatch(message);
      }
      const [after] = await app().ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
      expect(after!.n).toBe(before!.n);
      const k = key();
      expect((await pay(app(), it0.bid, 'pay-now', { idempotencyKey: k })).status).toBe(200);
      const other = await itinerary(app(), { checkin: 23 });
      const reused = await pay(app(), other.bid, 'pay-now', { idempotencyKey: k });
      expect(reused.status).toBe(400);
      expect(reused.body.error).toBe('Idempotency-Key already used for another itinerary');
      expect((await pay(app(), 'NoSuchCart123', 'pay-now')).status).toBe(404);
    });
  });

  describe('part pay', () => {
    it('asks for 30% now; after the callback the rest stays pending and the history shows the payment link', async () => {
      const token = await login(app(), '9812000001');
      const it0 = await itinerary(app(), { token, checkin: 24, nights: 3 });
      const res = await pay(app(), it0.bid, 'part-pay', { token });
      expect(res.status).toBe(200);
      const part = Math.round(net(it0) * 0.3);
      expect(res.body).toMatchObject({ amount_due_now: part, gateway_order: { amount: part } });
      expect(res.body.booking.partial_payment_amount).toBe(part);
      const done = await callback(res.body.gateway_order.gateway_order_id, 'pay_part00001');
      expect(done.body).toEqual({
        order_id: res.body.order_id,
        status: 'CONFIRMED',
        payment_status: 'paid',
        failure_reason: null,
        paid_amount: part,
        pending_amount: net(it0) - part,
        itinerary: null,
      });
      const detail = await call(app(), { method: 'GET', url: `/api/v1/booking/${res.body.order_id}/`, token });
      expect(detail.body.payment_detail).toMatchObject({ paid_amount: part, pending_amount: net(it0) - part });
      expect(detail.body.partial_payment_link).toBe(
        `/confirmation/${res.body.order_id}/?t=${res.body.confirmation_token}#pay-balance`,
      );
    });
  });

  describe('pay at hotel', () => {
    it('confirms a logged-in booking OTP-less with nothing due now, and credits points once', async () => {
      const token = await login(app(), '9812000002');
      const it0 = await itinerary(app(), { token, checkin: 26 });
      const k = key();
      const res = await pay(app(), it0.bid, 'pay-at-hotel', { token, idempotencyKey: k });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'CONFIRMED',
        amount_due_now: 0,
        gateway_order: null,
        booking: { pay_at_hotel: true },
      });
      await pay(app(), it0.bid, 'pay-at-hotel', { token, idempotencyKey: k });
      const points = Math.floor(it0.price.selected_rate_plan.price['final_pretax_price']! * 0.05);
      const wallet = await call(app(), { method: 'GET', url: '/api/v1/wallet/', token });
      expect(wallet.body.walletData.totalBalance).toBe(points);
      expect((await status(res.body.order_id)).body).toMatchObject({ payment_status: 'not_required', paid_amount: 0 });
      // Now that this user has a confirmed booking, the first-booking coupon is refused.
      const next = await itinerary(app(), { token, checkin: 40 });
      const coupon = await call(app(), {
        method: 'POST',
        url: `/api/v1/checkout/itinerary/${next.bid}/coupon/`,
        token,
        payload: { coupon_code: 'WELCOME' },
      });
      expect(coupon.status).toBe(400);
      expect(coupon.body.error).toBe('Coupon valid on first booking only');
    });

    it('confirms a guest with a valid OTP; refuses a wrong one (400) and a malformed one (400)', async () => {
      const phone = '9812000003';
      const it0 = await itinerary(app(), { checkin: 27 });
      await call(app(), { method: 'POST', url: '/api/v1/auth/otp/send/', payload: { phone_number: phone } });
      const otp = (await call(app(), { method: 'GET', url: `/api/dev/otp-inbox/?phone=${phone}` })).body.otp as string;
      const wrong = await pay(app(), it0.bid, 'pay-at-hotel', {
        payload: { guest: { ...guest, mobile: phone }, otp: otp === '000000' ? '111111' : '000000' },
      });
      expect(wrong.status).toBe(400);
      expectErrorBody(wrong.body);
      expect(
        (await pay(app(), it0.bid, 'pay-at-hotel', { payload: { guest: { ...guest, mobile: phone }, otp: '12ab56' } }))
          .status,
      ).toBe(400);
      const ok = await pay(app(), it0.bid, 'pay-at-hotel', { payload: { guest: { ...guest, mobile: phone }, otp } });
      expect(ok.status).toBe(200);
      expect(ok.body.status).toBe('CONFIRMED');
    });

    it('asks a phone it has never verified for an OTP (403 otp_required), OTP-less', async () => {
      const res = await pay(app(), (await itinerary(app(), { checkin: 27 })).bid, 'pay-at-hotel', {
        payload: { guest: { ...guest, mobile: '9812000014' } },
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('otp_required');
      expect(await app().ctx.db.query("SELECT 1 FROM bookings WHERE guest->>'mobile' = '9812000014'")).toHaveLength(0);
    });

    it('blocks a third OTP-less guest booking on one known phone with 429 (the pay-at-hotel-blocked modal)', async () => {
      const g = { ...guest, mobile: '9812000004' };
      // Known: the phone signed in with an OTP once; the bookings below are made as a visitor, not signed in.
      await login(app(), g.mobile);
      for (const checkin of [28, 29]) {
        const res = await pay(app(), (await itinerary(app(), { checkin })).bid, 'pay-at-hotel', {
          payload: { guest: g },
        });
        expect(res.status).toBe(200);
      }
      const third = await pay(app(), (await itinerary(app(), { checkin: 30 })).bid, 'pay-at-hotel', {
        payload: { guest: g },
      });
      expect(third.status).toBe(429);
      expect(third.body.error).toMatch(/too many requests/i);
    });

    it('refuses pay at hotel above ₹20,000 (400) and says so on the itinerary', async () => {
      const big = await itinerary(app(), { checkin: 35, nights: 10, roomconfig: '1-0,1-0,1-0' });
      expect(net(big)).toBeGreaterThan(20_000);
      expect(big.pay_at_hotel_allowed).toBe(false);
      const res = await pay(app(), big.bid, 'pay-at-hotel');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['Pay at hotel is limited to ₹20000']);
    });
  });

  describe('a partner reference (docs/rules.md 3, trivagoReferenceId)', () => {
    it('given an itinerary started with a trivago reference, then its booking keeps it; without one, none', async () => {
      const withRef = await itinerary(app(), { checkin: 61, extra: { trivago_reference_id: 'trv-8f3A_2.b' } });
      const booked = await pay(app(), withRef.bid, 'pay-now');
      expect(booked.status).toBe(200);
      const plain = await itinerary(app(), { checkin: 62 });
      const other = await pay(app(), plain.bid, 'pay-now');
      const refOf = async (orderId: string) =>
        (
          await app().ctx.db.query<{ trivago_reference_id: string | null }>(
            'SELECT trivago_reference_id FROM bookings WHERE order_id = $1',
            [orderId],
          )
        )[0]?.trivago_reference_id;
      expect(await refOf(booked.body.order_id)).toBe('trv-8f3A_2.b');
      expect(await refOf(other.body.order_id)).toBeNull();
    });

    it.each(['', 'has space', '<script>', 'x'.repeat(65)])('given the reference %j, then 400', async (ref) => {
      const res = await call(app(), {
        method: 'POST',
        url: '/api/v1/checkout/itinerary/',
        payload: {
          hotel_id: 1001,
          room_type: 'common',
          rate_plan: 'EP',
          checkin: day(63),
          checkout: day(64),
          roomconfig: '1-0',
          trivago_reference_id: ref,
        },
      });
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
    });
  });

  describe('status, methods and offers', () => {
    it('answers 404 for an unknown order and 400 for an over-long id', async () => {
      const missing = await status('NVUNKNOWN000');
      expect(missing.status).toBe(404);
      expectErrorBody(missing.body);
      expect((await status('x'.repeat(41))).status).toBe(400);
    });

    it('lists payment methods (pay at hotel only as its own method) and offers', async () => {
      const methods = (await call(app(), { method: 'GET', url: '/api/v1/payments/methods/' })).body.data as {
        code: string;
        pay_at_hotel: boolean;
      }[];
      expect(methods.map((m) => m.code)).toEqual(['upi', 'card', 'netbanking', 'wallet', 'pay_at_hotel']);
      expect(methods.filter((m) => m.pay_at_hotel).map((m) => m.code)).toEqual(['pay_at_hotel']);
      const offers = (await call(app(), { method: 'GET', url: '/api/v1/payments/offers/' })).body.data as {
        method: string;
        max_discount: number;
      }[];
      expect(offers.every((o) => methods.some((m) => m.code === o.method) && o.max_discount > 0)).toBe(true);
    });
  });
});
