import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { call, day, expectErrorBody, guest, itinerary, login, useTestApp, expectedAmount } from '../testing/test-app';
import { gatewayCallback } from '../testing/gateway';

const SECRET = 'hold-spec-secret';
const HOTEL = 1002;
const ROOM = 'common';
const MINUTE = 60_000;

describe('pending-payment holds', () => {
  // The app's clock is injected: tests move it instead of waiting 15 minutes.
  let clock = Date.now();
  const app = useTestApp({ gatewayKeySecret: SECRET, now: () => new Date(clock), holdMinutes: 15 });

  const pay = async (
    bid: string,
    mode: 'pay-now' | 'part-pay' = 'pay-now',
    token?: string,
    key = `hold-${randomBytes(6).toString('hex')}`,
  ) =>
    call(app(), {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${bid}/${mode}/`,
      token,
      headers: { 'idempotency-key': key },
      payload: { guest, expected_amount: await expectedAmount(app(), bid, mode, token) },
    });
  const callback = (gatewayOrderId: string, paymentId: string) =>
    gatewayCallback(app(), SECRET, gatewayOrderId, paymentId);
  const booked = async (checkin: number) =>
    (
      await app().ctx.db.query<{ booked: number }>(
        'SELECT booked FROM inventory WHERE hotel_id = $1 AND room_type = $2 AND date = $3',
        [HOTEL, ROOM, day(checkin)],
      )
    )[0]?.booked ?? 0;
  const status = async (orderId: string) =>
    (await call(app(), { method: 'GET', url: `/api/v1/payments/${orderId}/status/` })).body;
  const row = async (orderId: string) =>
    (
      await app().ctx.db.query<{
        status: string;
        gateway_payment_id: string | null;
        hold_expires_at: Date;
        created_at: Date;
      }>('SELECT * FROM bookings WHERE order_id = $1', [orderId])
    )[0]!;

  it('defaults to 15 minutes when no option or PENDING_HOLD_MINUTES is given', async () => {
    const plain = await buildApp({ inMemory: true });
    try {
      expect(plain.ctx.holdMinutes).toBe(15);
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('given an unpaid pay-now booking, when 14 minutes pass it still holds the room, and after 15 the room is released and the order EXPIRED', async () => {
    const start = clock;
    const before = await booked(50);
    const res = await pay((await itinerary(app(), { hotelId: HOTEL, roomType: ROOM, checkin: 50, nights: 1 })).bid);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('PENDING_PAYMENT');
    const orderId = res.body.order_id as string;
    expect(new Date((await row(orderId)).hold_expires_at).getTime()).toBe(start + 15 * MINUTE);
    expect(await booked(50)).toBe(before + 1);

    clock = start + 14 * MINUTE;
    expect(await status(orderId)).toMatchObject({ status: 'PENDING_PAYMENT', payment_status: 'pending' });
    expect(await booked(50)).toBe(before + 1);

    clock = start + 15 * MINUTE;
    expect(await status(orderId)).toEqual({
      order_id: orderId,
      status: 'EXPIRED',
      payment_status: 'failed',
      failure_reason: 'expired',
      paid_amount: 0,
      pending_amount: 0,
      itinerary: null,
    });
    expect(await booked(50)).toBe(before);
    // Released once: later sweeps do not give the room back again.
    clock += 60 * MINUTE;
    await status(orderId);
    expect(await booked(50)).toBe(before);
  });

  it('given an expired hold, when the gateway callback arrives late, then 409 (replays too), the booking stays EXPIRED and the payment id is kept for the refund', async () => {
    const res = await pay((await itinerary(app(), { hotelId: HOTEL, roomType: ROOM, checkin: 52, nights: 2 })).bid);
    const { order_id: orderId, gateway_order: gw } = res.body;
    const held = await booked(52);
    clock += 16 * MINUTE;
    const late = await callback(gw.gateway_order_id, 'pay_late00001');
    expect(late.status).toBe(409);
    expectErrorBody(late.body);
    expect(late.body.error).toBe('Payment window expired');
    expect((await callback(gw.gateway_order_id, 'pay_late00001')).status).toBe(409);
    expect((await callback(gw.gateway_order_id, 'pay_late00002')).status).toBe(409);
    expect(await row(orderId)).toMatchObject({ status: 'EXPIRED', gateway_payment_id: 'pay_late00001' });
    expect(await booked(52)).toBe(held - 1);
    expect(await status(orderId)).toMatchObject({ status: 'EXPIRED', payment_status: 'failed', paid_amount: 0 });
    // Through the simulated gateway's pay button the browser still lands on the site's status page.
    const button = await app().inject({
      method: 'POST',
      url: `/api/v1/payments/gateway/simulate/${gw.gateway_order_id}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=upi&action=pay&vpa=guest%40okbank',
    });
    expect(button.statusCode).toBe(303);
    expect(button.headers.location).toBe(`/payment-process/${orderId}/?t=${res.body.confirmation_token}`);
    expect((await row(orderId)).status).toBe('EXPIRED');
    // A tampered late callback is still a 400, not a 409: the signature is checked first.
    const tampered = await call(app(), {
      method: 'POST',
      url: '/api/v1/payments/gateway/callback/',
      payload: {
        razorpay_order_id: gw.gateway_order_id,
        razorpay_payment_id: 'pay_x',
        razorpay_signature: '0'.repeat(64),
      },
    });
    expect(tampered.status).toBe(400);
  });

  it('given a callback inside the window, then the booking is confirmed and keeps its room after the window', async () => {
    const res = await pay(
      (await itinerary(app(), { hotelId: HOTEL, roomType: ROOM, checkin: 54, nights: 1 })).bid,
      'part-pay',
    );
    const { order_id: orderId, gateway_order: gw, amount_due_now: due } = res.body;
    const held = await booked(54);
    clock += 10 * MINUTE;
    const ok = await callback(gw.gateway_order_id, 'pay_intime001');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'CONFIRMED', payment_status: 'paid', paid_amount: due });
    clock += 60 * MINUTE;
    expect((await status(orderId)).status).toBe('CONFIRMED');
    expect(await booked(54)).toBe(held);
  });

  it('given the last room is held, when another guest books it is sold out, and once the hold lapses the other guest gets it', async () => {
    const [rt] = await app().ctx.db.query<{ room_count: number }>(
      'SELECT room_count FROM room_types WHERE hotel_id = $1 AND type = $2',
      [HOTEL, ROOM],
    );
    await app().ctx.db.query(`INSERT INTO inventory (hotel_id, room_type, date, booked) VALUES ($1, $2, $3, $4)`, [
      HOTEL,
      ROOM,
      day(56),
      rt!.room_count - 1,
    ]);
    const first = await pay((await itinerary(app(), { hotelId: HOTEL, roomType: ROOM, checkin: 56, nights: 1 })).bid);
    expect(first.status).toBe(200);
    const secondBid = (await itinerary(app(), { hotelId: HOTEL, roomType: ROOM, checkin: 56, nights: 1 })).bid;
    const refused = await pay(secondBid);
    expect(refused.status).toBe(409);
    const left = async () =>
      (
        await call(app(), {
          method: 'GET',
          url: `/api/v5/pricing/hotels/${HOTEL}/room-prices/?checkin=${day(56)}&checkout=${day(57)}&roomconfig=1-0`,
        })
      ).body.room_types.find((r: { room_type: string }) => r.room_type === ROOM).available;
    expect(await left()).toBe(0);

    clock += 15 * MINUTE + 1;
    expect(await left()).toBe(1);
    const second = await pay(secondBid);
    expect(second.status).toBe(200);
    expect(await booked(56)).toBe(rt!.room_count);
    expect((await row(first.body.order_id)).status).toBe('EXPIRED');
  });

  it('given a logged-in guest used wallet points on a hold that lapses, then the points come back and the order is listed under previous', async () => {
    const token = await login(app(), '9855000001');
    const wallet = async () =>
      (await call(app(), { method: 'GET', url: '/api/v1/wallet/', token })).body.walletData.totalBalance as number;
    // Give the new user points to spend.
    await app().ctx.db.query(
      `INSERT INTO wallet_txns (user_id, type, amount, description) SELECT id, 'credit', 400, 'test points' FROM users WHERE phone = '9855000001'`,
    );
    const { bid } = await itinerary(app(), { token, hotelId: HOTEL, roomType: ROOM, checkin: 58, nights: 1 });
    const applied = await call(app(), { method: 'POST', url: `/api/v1/checkout/itinerary/${bid}/wallet/`, token });
    const used = applied.body.price.selected_rate_plan.price.wallet_discount as number;
    expect(used).toBeGreaterThan(0);
    const res = await pay(bid, 'pay-now', token);
    expect(res.status).toBe(200);
    expect(await wallet()).toBe(400 - used);

    clock += 20 * MINUTE;
    const history = await call(app(), { method: 'POST', url: '/api/v1/booking/booking-history/', token, payload: {} });
    expect(history.body.context.upcoming).toEqual([]);
    expect(history.body.context.previous).toEqual([
      expect.objectContaining({
        order_id: res.body.order_id,
        status: 'EXPIRED',
        status_display_text: 'Payment time expired',
      }),
    ]);
    expect(await wallet()).toBe(400);

    // Cancelling an expired hold changes nothing (its rooms were already returned once).
    const held = await booked(58);
    const r = await row(res.body.order_id);
    const [hash] = await app().ctx.db.query<{ cancel_hash: string }>(
      'SELECT cancel_hash FROM bookings WHERE order_id = $1',
      [res.body.order_id],
    );
    const cancel = await call(app(), {
      method: 'POST',
      url: '/api/growth/cancellation/cancel-booking/',
      payload: { order_id: res.body.order_id, cancellation_hash: hash!.cancel_hash, cancellation_reason: 'other' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('EXPIRED');
    expect(await booked(58)).toBe(held);
    expect(r.status).toBe('EXPIRED');
    expect(await wallet()).toBe(400);
  });
});
