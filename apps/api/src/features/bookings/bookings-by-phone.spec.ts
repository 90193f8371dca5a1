import { randomBytes } from 'node:crypto';
import { MIGRATIONS } from '../../db/migrations';
import { call, expectedAmount, guest, itinerary, login, useTestApp, type TestApp } from '../../testing/test-app';
import { gatewayCallback } from '../../testing/gateway';
import { randomMobile } from '../../testing/booking';

const SECRET = 'bookings-by-phone-secret';
const HOTEL = 1006;

/**
 * Bookings belong to their phone: a guest who booked without an account, then signs in by OTP with the
 * same number, finds the booking in their history, its detail and its confirmation; so does any later booking made
 * with that number, whoever made it. Unpaid attempts and other phones stay out.
 */
describe('bookings belong to the phone they were made with', () => {
  const app = useTestApp({ gatewayKeySecret: SECRET, env: { RATE_LIMITS: 'off' } });
  let slot = 0;
  const nextCheckin = () => 30 + 3 * slot++;
  const freshMobile = () => randomMobile('93');

  /** A booking: pay now confirmed by the signed callback (or left unpaid), or pay at hotel with its OTP. */
  async function book(
    a: TestApp,
    opts: { mobile: string; token?: string; countryCode?: string; how?: 'pay-now' | 'unpaid' | 'pay-at-hotel-otp' },
  ) {
    const how = opts.how ?? 'pay-now';
    const it0 = await itinerary(a, { token: opts.token, hotelId: HOTEL, checkin: nextCheckin(), nights: 1 });
    const mode = how === 'pay-at-hotel-otp' ? 'pay-at-hotel' : 'pay-now';
    let otp: string | undefined;
    if (how === 'pay-at-hotel-otp') {
      const sent = await call(a, {
        method: 'POST',
        url: '/api/v1/auth/otp/send/',
        payload: { phone_number: opts.mobile },
      });
      expect(sent.status).toBe(200);
      otp = (await call(a, { method: 'GET', url: `/api/dev/otp-inbox/?phone=${opts.mobile}` })).body.otp;
    }
    const res = await call(a, {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${it0.bid}/${mode}/`,
      token: opts.token,
      headers: { 'idempotency-key': `phone-${randomBytes(6).toString('hex')}` },
      payload: {
        guest: { ...guest, mobile: opts.mobile, ...(opts.countryCode ? { country_code: opts.countryCode } : {}) },
        expected_amount: await expectedAmount(a, it0.bid, mode, opts.token),
        ...(otp ? { otp } : {}),
      },
    });
    expect(res.status).toBe(200);
    if (how === 'pay-now') {
      const gw = res.body.gateway_order.gateway_order_id as string;
      const paymentId = `pay_${randomBytes(6).toString('hex')}`;
      const cb = await gatewayCallback(a, SECRET, gw, paymentId);
      expect(cb.status).toBe(200);
    }
    return res.body.order_id as string;
  }

  const historyIds = async (a: TestApp, token: string) => {
    const res = await call(a, {
      method: 'POST',
      url: '/api/v1/booking/booking-history/',
      token,
      payload: { limit: 50 },
    });
    expect(res.status).toBe(200);
    return [...res.body.context.upcoming, ...res.body.context.previous].map((b: { order_id: string }) => b.order_id);
  };

  it('given a guest booking paid without an account, when the guest signs in with that number by OTP, then it is in their history, detail and confirmation, with its links', async () => {
    const mobile = freshMobile();
    const orderId = await book(app(), { mobile });
    const token = await login(app(), mobile);
    expect(await historyIds(app(), token)).toEqual([orderId]);
    const detail = await call(app(), { method: 'GET', url: `/api/v1/booking/${orderId}/`, token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ order_id: orderId, status: 'CONFIRMED' });
    expect(detail.body.links.cancellation).toMatch(/^\/c-/);
    const confirmation = await call(app(), {
      method: 'GET',
      url: `/api/v1/booking/${orderId}/confirmation/`,
      token,
    });
    expect(confirmation.status).toBe(200);
  });

  it('given a pay-at-hotel booking proven by its OTP, then signing in with that number shows it', async () => {
    const mobile = freshMobile();
    const orderId = await book(app(), { mobile, how: 'pay-at-hotel-otp' });
    const token = await login(app(), mobile);
    expect(await historyIds(app(), token)).toEqual([orderId]);
  });

  it('given a number already proven, then a booking made later with it, signed out or in another account, is in its history too', async () => {
    const mobile = freshMobile();
    const token = await login(app(), mobile);
    const signedOut = await book(app(), { mobile, countryCode: '+91' });
    const other = await login(app(), freshMobile());
    const byAnother = await book(app(), { mobile, token: other });
    expect((await historyIds(app(), token)).sort()).toEqual([signedOut, byAnother].sort());
    // The other account keeps the booking it made.
    expect(await historyIds(app(), other)).toEqual([byAnother]);
  });

  it('keeps out unpaid attempts with the number and bookings of other numbers (404, as a missing order)', async () => {
    const mobile = freshMobile();
    const unpaid = await book(app(), { mobile, how: 'unpaid' });
    const stranger = await book(app(), { mobile: freshMobile() });
    const token = await login(app(), mobile);
    expect(await historyIds(app(), token)).toEqual([]);
    for (const orderId of [unpaid, stranger]) {
      const detail = await call(app(), { method: 'GET', url: `/api/v1/booking/${orderId}/`, token });
      expect(detail.status).toBe(404);
      const confirmation = await call(app(), {
        method: 'GET',
        url: `/api/v1/booking/${orderId}/confirmation/`,
        token,
      });
      expect(confirmation.status).toBe(404);
    }
  });

  it('stores the guest mobile in E.164 however the country code came, and asks the same whichever time it is asked', async () => {
    const mobile = freshMobile();
    const orderId = await book(app(), { mobile });
    const [row] = await app().ctx.db.query<{ guest_phone: string }>(
      'SELECT guest_phone FROM bookings WHERE order_id = $1',
      [orderId],
    );
    expect(row?.guest_phone).toBe(`+91${mobile}`);
    const token = await login(app(), mobile);
    // Nothing was written by the sign-in: the link is the query, so asking again (or elsewhere) answers the same.
    const [owner] = await app().ctx.db.query<{ user_id: number | null }>(
      'SELECT user_id FROM bookings WHERE order_id = $1',
      [orderId],
    );
    expect(owner?.user_id).toBeNull();
    expect(await historyIds(app(), token)).toEqual([orderId]);
    expect(await historyIds(app(), await login(app(), mobile))).toEqual([orderId]);
  });

  it('fills guest_phone of bookings made before it (migration 10) exactly as new bookings write it, foreign numbers left empty', async () => {
    const indian = await book(app(), { mobile: freshMobile() });
    const foreign = await book(app(), { mobile: '2025550123', countryCode: '+1' });
    const written = await app().ctx.db.query<{ order_id: string; guest_phone: string | null }>(
      'SELECT order_id, guest_phone FROM bookings WHERE order_id = ANY($1::text[]) ORDER BY order_id',
      [[indian, foreign]],
    );
    expect(written.find((r) => r.order_id === foreign)?.guest_phone).toBe('+12025550123');
    await app().ctx.db.query('UPDATE bookings SET guest_phone = NULL WHERE order_id = ANY($1::text[])', [
      [indian, foreign],
    ]);
    const backfill = MIGRATIONS.find((m) => m.version === 10)
      ?.sql.split(';')
      .map((statement) => statement.trim())
      .find((statement) => statement.startsWith('UPDATE bookings'));
    expect(backfill).toBeDefined();
    await app().ctx.db.query(backfill ?? '');
    const filled = await app().ctx.db.query<{ order_id: string; guest_phone: string | null }>(
      'SELECT order_id, guest_phone FROM bookings WHERE order_id = ANY($1::text[]) ORDER BY order_id',
      [[indian, foreign]],
    );
    expect(filled.find((r) => r.order_id === indian)?.guest_phone).toBe(
      written.find((r) => r.order_id === indian)?.guest_phone,
    );
    expect(filled.find((r) => r.order_id === foreign)?.guest_phone).toBeNull();
  });
});
