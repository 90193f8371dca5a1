import { randomBytes } from 'node:crypto';
import { formatInr } from '@nivaas/domain';
import { paymentOfferDiscount } from '@nivaas/domain/prices';
import { call, expectedAmount, guest, itinerary, login, useTestApp } from '../../testing/test-app';
import { gatewayCallback } from '../../testing/gateway';

const SECRET = 'booking-rules-secret';
const key = () => `rule-${randomBytes(8).toString('hex')}`;
type Mode = 'pay-now' | 'part-pay' | 'pay-at-hotel';

describe('booking and payment rules', () => {
  const app = useTestApp({ gatewayKeySecret: SECRET });
  const pay = async (
    bid: string,
    mode: Mode,
    opts: { token?: string; key?: string; body?: Record<string, unknown>; expected?: number } = {},
  ) =>
    call(app(), {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${bid}/${mode}/`,
      token: opts.token,
      headers: { 'idempotency-key': opts.key ?? key() },
      payload: {
        guest,
        expected_amount: opts.expected ?? (await expectedAmount(app(), bid, mode, opts.token)),
        ...opts.body,
      },
    });
  const callback = (gw: string, paymentId: string) => gatewayCallback(app(), SECRET, gw, paymentId);
  const status = (orderId: string, t?: string, token?: string) =>
    call(app(), { method: 'GET', url: `/api/v1/payments/${orderId}/status/${t ? `?t=${t}` : ''}`, token });
  const confirmation = (orderId: string, t?: string, token?: string) =>
    call(app(), { method: 'GET', url: `/api/v1/booking/${orderId}/confirmation/${t ? `?t=${t}` : ''}`, token });
  const count = async (sql: string, params: unknown[] = []) =>
    (await app().ctx.db.query<{ n: number }>(sql, params))[0]!.n;
  const net = (it: { price: { selected_rate_plan: { price: Record<string, number> } } }) =>
    it.price.selected_rate_plan.price['net_payable_amount']!;

  describe('expected amount', () => {
    it('given an amount that is not the price, when paying, then 409 price_changed with the new total and nothing booked or held', async () => {
      const it0 = await itinerary(app(), { checkin: 40, nights: 2, hotelId: 1010 });
      const bookings = await count('SELECT count(*)::int AS n FROM bookings');
      const held = await count('SELECT coalesce(sum(booked), 0)::int AS n FROM inventory WHERE hotel_id = 1010');
      for (const mode of ['pay-now', 'part-pay', 'pay-at-hotel'] as const) {
        const res = await pay(it0.bid, mode, { expected: net(it0) - 100 });
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('price_changed');
        expect(res.body.error).toContain(formatInr(net(it0)));
      }
      expect(await count('SELECT count(*)::int AS n FROM bookings')).toBe(bookings);
      expect(await count('SELECT coalesce(sum(booked), 0)::int AS n FROM inventory WHERE hotel_id = 1010')).toBe(held);
    });
  });

  describe('payment offers', () => {
    it('lists UPI first and offers with their minimum; an offer for its method lowers the amount due now and the gateway order; the booking keeps it', async () => {
      const methods = (await call(app(), { method: 'GET', url: '/api/v1/payments/methods/' })).body.data;
      expect(methods.map((m: { code: string }) => m.code).slice(0, 4)).toEqual(['upi', 'card', 'netbanking', 'wallet']);
      const offers = (await call(app(), { method: 'GET', url: '/api/v1/payments/offers/' })).body.data;
      const upi = offers.find((o: { id: string }) => o.id === 'upi-50');
      expect(upi).toMatchObject({ method: 'upi', max_discount: 50, min_amount: 1500 });
      expect(offers.find((o: { id: string }) => o.id === 'card-10')).toMatchObject({
        discount_percent: 10,
        max_discount: 300,
      });

      const it0 = await itinerary(app(), { checkin: 41, nights: 2 });
      const total = net(it0);
      const discount = paymentOfferDiscount(upi, 'upi', total);
      expect(discount).toBe(total >= 1500 ? 50 : 0);
      const wrongMethod = await pay(it0.bid, 'pay-now', { body: { method: 'card', offer_id: 'upi-50' } });
      expect(wrongMethod.status).toBe(400);
      const unknown = await pay(it0.bid, 'pay-now', { body: { method: 'upi', offer_id: 'nope' } });
      expect(unknown.status).toBe(400);
      // The amount seen before the offer is refused: the guest must be shown the discounted figure.
      if (discount > 0)
        expect((await pay(it0.bid, 'pay-now', { body: { method: 'upi', offer_id: 'upi-50' } })).status).toBe(409);
      const res = await pay(it0.bid, 'pay-now', {
        body: { method: 'upi', offer_id: 'upi-50' },
        expected: total - discount,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        amount_due_now: total - discount,
        offer_discount: discount,
        gateway_order: { amount: total - discount },
      });
      const [row] = await app().ctx.db.query<Record<string, unknown>>(
        'SELECT offer_id, payment_method, offer_discount FROM bookings WHERE order_id = $1',
        [res.body.order_id],
      );
      expect(row).toEqual({ offer_id: 'upi-50', payment_method: 'upi', offer_discount: discount });
      await callback(res.body.gateway_order.gateway_order_id, 'pay_offer0001');
      const after = (await status(res.body.order_id)).body;
      expect(after).toMatchObject({ status: 'CONFIRMED', paid_amount: total - discount, pending_amount: 0 });
    });
  });

  describe('one booking per itinerary', () => {
    it('given two keys on one itinerary, then one booking with a fresh gateway order; a late callback on the old order confirms it; then BOOKED and 409 already_booked', async () => {
      const token = await login(app(), '9850000001');
      const it0 = await itinerary(app(), { token, checkin: 42, nights: 1 });
      const k1 = key();
      const first = await pay(it0.bid, 'pay-now', { token, key: k1 });
      const second = await pay(it0.bid, 'part-pay', { token });
      expect(second.status).toBe(200);
      expect(second.body.order_id).toBe(first.body.order_id);
      expect(second.body.gateway_order.gateway_order_id).not.toBe(first.body.gateway_order.gateway_order_id);
      expect(second.body.amount_due_now).toBe(it0['part_pay_amount']);
      expect(await count('SELECT count(*)::int AS n FROM bookings WHERE bid = $1', [it0.bid])).toBe(1);
      // Same key, same answer.
      const again = await pay(it0.bid, 'pay-now', { token, key: k1 });
      expect(again.body.gateway_order.gateway_order_id).toBe(first.body.gateway_order.gateway_order_id);
      // The guest paid on the first page after all: the booking is confirmed for what that order charged.
      const done = await callback(first.body.gateway_order.gateway_order_id, 'pay_late0001');
      expect(done.body).toMatchObject({ status: 'CONFIRMED', paid_amount: net(it0), pending_amount: 0 });
      const read = await call(app(), { method: 'GET', url: `/api/v1/checkout/itinerary/${it0.bid}/`, token });
      expect(read.body).toMatchObject({ status: 'BOOKED', order_id: first.body.order_id });
      for (const mode of ['pay-now', 'part-pay', 'pay-at-hotel'] as const) {
        const refused = await pay(it0.bid, mode, { token, expected: net(it0) });
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ code: 'already_booked', errors: [first.body.order_id] });
      }
      expect(
        (await call(app(), { method: 'POST', url: `/api/v1/checkout/itinerary/${it0.bid}/wallet/`, token })).body.code,
      ).toBe('already_booked');
    });

    it('given a declined payment, then the status says why (the way back only with the token), the itinerary keeps the guest, and paying again reuses the booking', async () => {
      const it0 = await itinerary(app(), { checkin: 43, nights: 1 });
      const g = {
        ...guest,
        name: 'Asha Rao',
        email: 'asha@example.in',
        gstin: '29ABCDE1234F1ZW',
        company_name: 'Rao Traders',
        company_address: '1 MG Road, Bengaluru',
      };
      const first = await pay(it0.bid, 'pay-now', { body: { guest: g, method: 'card' } });
      const gw = first.body.gateway_order.gateway_order_id as string;
      const declined = await app().inject({
        method: 'POST',
        url: `/api/v1/payments/gateway/simulate/${gw}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'method=card&action=decline',
      });
      expect(declined.statusCode).toBe(303);
      expect(declined.headers.location).toBe(
        `/payment-process/${first.body.order_id}/?t=${first.body.confirmation_token}`,
      );
      const anon = (await status(first.body.order_id)).body;
      expect(anon).toMatchObject({ status: 'PENDING_PAYMENT', failure_reason: 'declined', itinerary: null });
      const withToken = (await status(first.body.order_id, first.body.confirmation_token)).body;
      expect(withToken.itinerary).toEqual({
        bid: it0.bid,
        hotel_id: 1001,
        checkin: (it0['date'] as { checkin: string }).checkin,
        checkout: (it0['date'] as { checkout: string }).checkout,
        roomconfig: '1-0',
        roomtype: 'common',
        rateplan: 'EP',
        payment_mode: 'pay_now',
        method: 'card',
      });
      const read = await call(app(), { method: 'GET', url: `/api/v1/checkout/itinerary/${it0.bid}/` });
      expect(read.body).toMatchObject({
        status: 'draft',
        order_id: null,
        user: {
          name: 'Asha Rao',
          contact_number: guest.mobile,
          email: 'asha@example.in',
          gst_details: { gstin: g.gstin, organization_name: g.company_name, organization_address: g.company_address },
        },
      });
      const coupon = await call(app(), {
        method: 'POST',
        url: `/api/v1/checkout/itinerary/${it0.bid}/coupon/`,
        payload: { coupon_code: 'NIVAAS10' },
      });
      expect(coupon.status).toBe(409);
      const retry = await pay(it0.bid, 'pay-now', { body: { guest: g, method: 'upi' } });
      expect(retry.body.order_id).toBe(first.body.order_id);
      expect((await status(first.body.order_id)).body.failure_reason).toBeNull();
    });

    it('given an expired booking, then the itinerary is free for a new booking', async () => {
      const it0 = await itinerary(app(), { checkin: 44, nights: 1 });
      const first = await pay(it0.bid, 'pay-now');
      await app().ctx.db.query(
        `UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE order_id = $1`,
        [first.body.order_id],
      );
      expect((await status(first.body.order_id)).body).toMatchObject({ status: 'EXPIRED', failure_reason: 'expired' });
      const second = await pay(it0.bid, 'pay-now');
      expect(second.status).toBe(200);
      expect(second.body.order_id).not.toBe(first.body.order_id);
    });
  });

  describe('confirmation by token', () => {
    it('shows the booking to the token holder and the owner; anyone else gets 404', async () => {
      const token = await login(app(), '9850000002');
      const other = await login(app(), '9850000003');
      const it0 = await itinerary(app(), { token, checkin: 45, nights: 2 });
      const booked = await pay(it0.bid, 'pay-at-hotel', {
        token,
        body: { guest: { ...guest, hasOptedForWhatsapp: true } },
      });
      expect(booked.status).toBe(200);
      const t = booked.body.confirmation_token as string;
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const byToken = await confirmation(booked.body.order_id, t);
      expect(byToken.status).toBe(200);
      expect(byToken.body).toMatchObject({
        booking: { order_id: booked.body.order_id, status: 'CONFIRMED', pay_at_hotel: true },
        payment: { mode: 'pay_at_hotel', payment_status: 'not_required', paid_amount: 0, pending_amount: net(it0) },
        guest: {
          name: guest.name,
          mobile: guest.mobile,
          country_code: '+91',
          whatsapp_opt_in: true,
          gst_details: null,
        },
        links: { confirmation: `/confirmation/${booked.body.order_id}/?t=${t}`, pay_balance: null },
      });
      expect(byToken.body.hotel_contact.map_url).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
      );
      expect(byToken.body.hotel_contact.phone).not.toBe('');
      expect(byToken.body.links.cancellation).toMatch(/^\/c-[A-Za-z0-9_-]+\/$/);
      expect(byToken.body.links.web_checkin).toMatch(/^\/web-checkin\/[A-Za-z0-9_-]+\/$/);
      expect(byToken.body.links.feedback).toMatch(/^\/feedback\/[A-Za-z0-9_-]+\/$/);
      expect((await confirmation(booked.body.order_id, undefined, token)).status).toBe(200);
      const missing = await confirmation('NVNOSUCHORDER');
      for (const res of [
        await confirmation(booked.body.order_id),
        await confirmation(booked.body.order_id, undefined, other),
        await confirmation(booked.body.order_id, `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual(missing.body);
      }
    });
  });

  describe('part-pay balance', () => {
    it('pays the balance by token once: paid adds up to the total, replays change nothing, and then there is no balance', async () => {
      const it0 = await itinerary(app(), { checkin: 46, nights: 3 });
      const part = await pay(it0.bid, 'part-pay');
      await callback(part.body.gateway_order.gateway_order_id, 'pay_part0001');
      const t = part.body.confirmation_token as string;
      const conf = (await confirmation(part.body.order_id, t)).body;
      const balance = net(it0) - (it0['part_pay_amount'] as number);
      expect(conf.payment).toMatchObject({ mode: 'part_pay', pending_amount: balance });
      expect(conf.links.pay_balance).toBe(`/confirmation/${part.body.order_id}/?t=${t}#pay-balance`);
      expect(conf.booking.partial_payment_link).toBe(conf.links.pay_balance);
      const payBalance = (body: object, k = key()) =>
        call(app(), {
          method: 'POST',
          url: `/api/v1/booking/${part.body.order_id}/pay-balance/`,
          headers: { 'idempotency-key': k },
          payload: body,
        });
      expect((await payBalance({ expected_amount: balance })).status).toBe(404);
      expect((await payBalance({ t, expected_amount: balance - 1 })).body.code).toBe('price_changed');
      const k = key();
      const bal = await payBalance({ t, expected_amount: balance }, k);
      expect(bal.status).toBe(200);
      expect(bal.body).toMatchObject({ amount_due_now: balance, gateway_order: { amount: balance } });
      expect((await payBalance({ t, expected_amount: balance }, k)).body.gateway_order.gateway_order_id).toBe(
        bal.body.gateway_order.gateway_order_id,
      );
      const gw = bal.body.gateway_order.gateway_order_id as string;
      const results = await Promise.all([1, 2, 3].map(() => callback(gw, 'pay_balance001')));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const after = (await status(part.body.order_id)).body;
      expect(after).toMatchObject({
        status: 'CONFIRMED',
        payment_status: 'paid',
        paid_amount: net(it0),
        pending_amount: 0,
      });
      const none = await payBalance({ t, expected_amount: 0 });
      expect(none.status).toBe(400);
      expect(none.body.error).toBe('No balance to pay');
    });
  });

  describe('guest details', () => {
    it('books a foreign mobile with its country code, refuses a bad one, and refuses pay at hotel by OTP for it', async () => {
      const it0 = await itinerary(app(), { checkin: 47, nights: 1 });
      const uk = { ...guest, mobile: '7400123456', country_code: '+44' };
      const bad = await pay(it0.bid, 'pay-now', { body: { guest: { ...uk, mobile: '12345' } } });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Invalid mobile number');
      const otp = await pay(it0.bid, 'pay-at-hotel', { body: { guest: uk, otp: '123456' } });
      expect(otp.status).toBe(400);
      expect(otp.body.error).toBe('Pay at hotel needs an Indian mobile number for its OTP');
      const ok = await pay(it0.bid, 'pay-now', { body: { guest: uk } });
      expect(ok.status).toBe(200);
      const conf = (await confirmation(ok.body.order_id, ok.body.confirmation_token)).body;
      expect(conf.guest).toMatchObject({ mobile: '7400123456', country_code: '+44' });
    });

    it('saves a signed-in guest GSTIN to the profile and keeps it on the booking', async () => {
      const token = await login(app(), '9850000004');
      const it0 = await itinerary(app(), { token, checkin: 48, nights: 1 });
      const company = { gstin: '29ABCDE1234F1ZW', company_name: 'Rao Traders', company_address: '1 MG Road' };
      const blank = await pay(it0.bid, 'pay-at-hotel', {
        token,
        body: { guest: { ...guest, ...company, company_name: ' ' } },
      });
      expect(blank.status).toBe(400);
      // Regression: a wrong check character is refused here too, before anything is booked or saved.
      const typo = await pay(it0.bid, 'pay-now', {
        token,
        body: { guest: { ...guest, ...company, gstin: '29ABCDE1234F1Z5' } },
      });
      expect(typo.status).toBe(400);
      expect(typo.body.errors).toEqual(['guest.gstin has a wrong check character']);
      const res = await pay(it0.bid, 'pay-at-hotel', { token, body: { guest: { ...guest, ...company } } });
      expect(res.status).toBe(200);
      const profile = await call(app(), { method: 'GET', url: '/api/v1/profile/gstin/', token });
      expect(profile.body).toMatchObject(company);
      const conf = (await confirmation(res.body.order_id, undefined, token)).body;
      expect(conf.guest.gst_details).toEqual({
        gstin: company.gstin,
        organization_name: company.company_name,
        organization_address: company.company_address,
      });
    });
  });

  describe('cancelled while pending', () => {
    it('keeps a payment that arrives after the cancellation for its refund and answers 409', async () => {
      const it0 = await itinerary(app(), { checkin: 49, nights: 1 });
      const res = await pay(it0.bid, 'pay-now');
      const [row] = await app().ctx.db.query<{ cancel_hash: string }>(
        'SELECT cancel_hash FROM bookings WHERE order_id = $1',
        [res.body.order_id],
      );
      const cancelled = await call(app(), {
        method: 'POST',
        url: '/api/growth/cancellation/cancel-booking/',
        payload: { order_id: res.body.order_id, cancellation_hash: row!.cancel_hash, cancellation_reason: 'mistake' },
      });
      expect(cancelled.status).toBe(200);
      const gw = res.body.gateway_order.gateway_order_id as string;
      for (let i = 0; i < 2; i += 1) expect((await callback(gw, 'pay_aftercancel')).status).toBe(409);
      const [after] = await app().ctx.db.query<{ status: string; gateway_payment_id: string; paid_amount: number }>(
        'SELECT status, gateway_payment_id, paid_amount FROM bookings WHERE order_id = $1',
        [res.body.order_id],
      );
      expect(after).toEqual({ status: 'CANCEL', gateway_payment_id: 'pay_aftercancel', paid_amount: 0 });
    });
  });

  describe('confirmation events', () => {
    it('tells notifications once per confirmation and once per balance, whatever is replayed', async () => {
      const send = jest.spyOn(app().ctx.notifications, 'send');
      try {
        const it0 = await itinerary(app(), { checkin: 50, nights: 2 });
        const part = await pay(it0.bid, 'part-pay');
        const gw = part.body.gateway_order.gateway_order_id as string;
        await Promise.all([callback(gw, 'pay_evt0001'), callback(gw, 'pay_evt0001')]);
        await callback(gw, 'pay_evt0001');
        const balance = net(it0) - (it0['part_pay_amount'] as number);
        const bal = await call(app(), {
          method: 'POST',
          url: `/api/v1/booking/${part.body.order_id}/pay-balance/`,
          headers: { 'idempotency-key': key() },
          payload: { t: part.body.confirmation_token, expected_amount: balance },
        });
        await callback(bal.body.gateway_order.gateway_order_id, 'pay_evt0002');
        await callback(bal.body.gateway_order.gateway_order_id, 'pay_evt0002');
        const mine = send.mock.calls.map(([e]) => e).filter((e) => e.orderId === part.body.order_id);
        expect(mine).toEqual([
          { kind: 'booking_confirmed', orderId: part.body.order_id },
          { kind: 'balance_paid', orderId: part.body.order_id },
        ]);
      } finally {
        send.mockRestore();
      }
    });
  });
});
