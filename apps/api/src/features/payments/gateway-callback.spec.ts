import { createHmac } from 'node:crypto';
import { call, expectedAmount, guest, itinerary, login, useTestApp, type TestApp } from '../../testing/test-app';
import { gatewaySignature } from '../../testing/gateway';

const SECRET = 'test-gateway-secret';
const sign = (orderId: string, paymentId: string) => gatewaySignature(SECRET, orderId, paymentId);
const callback = (app: TestApp, orderId: string, paymentId: string, signature: string) =>
  call(app, {
    method: 'POST',
    url: '/api/v1/payments/gateway/callback/',
    payload: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
  });

describe('gateway callback', () => {
  const app = useTestApp({ gatewayKeySecret: SECRET });
  let token = '';
  let orderId = '';
  let gatewayOrderId = '';

  const row = async () =>
    (
      await app().ctx.db.query<{ status: string; paid_amount: number; gateway_payment_id: string | null }>(
        'SELECT status, paid_amount, gateway_payment_id FROM bookings WHERE order_id = $1',
        [orderId],
      )
    )[0]!;
  const credits = async () =>
    (
      await app().ctx.db.query<{ n: number; sum: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS sum FROM wallet_txns WHERE order_id = $1 AND type = 'credit'`,
        [orderId],
      )
    )[0]!;
  const wallet = async () =>
    (await call(app(), { method: 'GET', url: '/api/v1/wallet/', token })).body.walletData.totalBalance as number;

  beforeAll(async () => {
    token = await login(app(), '9844000001');
    const { bid } = await itinerary(app(), { token, checkin: 22, nights: 2 });
    const paid = await call(app(), {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${bid}/pay-now/`,
      token,
      headers: { 'idempotency-key': 'gateway-callback-spec-1' },
      payload: { guest, expected_amount: await expectedAmount(app(), bid, 'pay-now', token) },
    });
    if (paid.status !== 200) throw new Error(`pay-now ${paid.status} ${JSON.stringify(paid.body)}`);
    orderId = paid.body.order_id;
    gatewayOrderId = paid.body.gateway_order.gateway_order_id;
  }, 60_000);

  it('given a pending order, when the callback carries a tampered signature, then 400 and nothing is confirmed or credited', async () => {
    const good = sign(gatewayOrderId, 'pay_tamper01');
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    const before = await wallet();
    expect((await callback(app(), gatewayOrderId, 'pay_tamper01', flipped)).status).toBe(400);
    // A valid signature for another payment id does not carry over.
    expect((await callback(app(), gatewayOrderId, 'pay_tamper02', good)).status).toBe(400);
    // A signature made with the wrong secret.
    const forged = createHmac('sha256', 'guessed-secret').update(`${gatewayOrderId}|pay_tamper01`).digest('hex');
    expect((await callback(app(), gatewayOrderId, 'pay_tamper01', forged)).status).toBe(400);
    expect(await row()).toMatchObject({ status: 'PENDING_PAYMENT', paid_amount: 0, gateway_payment_id: null });
    expect((await credits()).n).toBe(0);
    expect(await wallet()).toBe(before);
  });

  it('given a valid callback, when it is replayed (sequentially and in parallel), then the booking is confirmed once and points are credited once', async () => {
    const before = await wallet();
    const sig = sign(gatewayOrderId, 'pay_valid0001');
    const first = await callback(app(), gatewayOrderId, 'pay_valid0001', sig);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ order_id: orderId, status: 'CONFIRMED', payment_status: 'paid' });
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => callback(app(), gatewayOrderId, 'pay_valid0001', sig)),
    );
    for (const r of replays) expect(r.body).toMatchObject({ status: 'CONFIRMED' });
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // A second, validly signed payment for the same order is refused.
    expect((await callback(app(), gatewayOrderId, 'pay_valid0002', sign(gatewayOrderId, 'pay_valid0002'))).status).toBe(
      400,
    );

    const booking = await row();
    expect(booking.status).toBe('CONFIRMED');
    expect(booking.gateway_payment_id).toBe('pay_valid0001');
    expect(booking.paid_amount).toBeGreaterThan(0);
    const c = await credits();
    expect(c.n).toBe(1);
    expect(c.sum).toBeGreaterThan(0);
    expect(await wallet()).toBe(before + c.sum);
    const [confirmed] = await app().ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE gateway_order_id = $1 AND status = 'CONFIRMED'`,
      [gatewayOrderId],
    );
    expect(confirmed!.n).toBe(1);
  });

  it('given an unknown gateway order, when a callback arrives, then 404', async () => {
    const res = await callback(
      app(),
      'order_00000000000000000000',
      'pay_x',
      sign('order_00000000000000000000', 'pay_x'),
    );
    expect(res.status).toBe(404);
  });
});
