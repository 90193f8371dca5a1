import { randomBytes } from 'node:crypto';
import { call, day, guest, itinerary, login, useTestApp, type TestApp, expectedAmount } from '../../testing/test-app';

const HOTEL = 1001;
const ROOM = 'common';

async function payNow(app: TestApp, bid: string, token?: string) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/checkout/itinerary/${bid}/pay-now/`,
    token,
    headers: { 'idempotency-key': `key-${randomBytes(8).toString('hex')}` },
    payload: { guest, expected_amount: await expectedAmount(app, bid, 'pay-now', token) },
  });
}

async function bookingRow(app: TestApp, orderId: string) {
  const [row] = await app.ctx.db.query<{ status: string; cancel_hash: string; user_id: number | null }>(
    'SELECT status, cancel_hash, user_id FROM bookings WHERE order_id = $1',
    [orderId],
  );
  return row;
}

describe('booking guards', () => {
  const app = useTestApp();

  it('given one room left for the dates, when 50 bookings race for it, then exactly one is booked and the other 49 get 409', async () => {
    const checkin = 40;
    const nights = [day(checkin), day(checkin + 1)];
    const [rt] = await app().ctx.db.query<{ room_count: number }>(
      'SELECT room_count FROM room_types WHERE hotel_id = $1 AND type = $2',
      [HOTEL, ROOM],
    );
    expect(rt!.room_count).toBeGreaterThan(1);
    const bids: string[] = [];
    for (let i = 0; i < 50; i++)
      bids.push((await itinerary(app(), { hotelId: HOTEL, roomType: ROOM, checkin, nights: 2 })).bid);
    // Leave exactly one room free on both nights, through the app's own database.
    for (const night of nights) {
      await app().ctx.db.query(
        `INSERT INTO inventory (hotel_id, room_type, date, booked) VALUES ($1, $2, $3, $4) ON CONFLICT (hotel_id, room_type, date) DO UPDATE SET booked = EXCLUDED.booked`,
        [HOTEL, ROOM, night, rt!.room_count - 1],
      );
    }

    const results = await Promise.all(bids.map((bid) => payNow(app(), bid)));

    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ error: expect.stringMatching(/sold out/i), errors: expect.any(Array) });
    }
    const inv = await app().ctx.db.query<{ booked: number }>(
      'SELECT booked FROM inventory WHERE hotel_id = $1 AND room_type = $2 AND date = ANY($3::text[])',
      [HOTEL, ROOM, nights],
    );
    expect(inv.map((r) => r.booked)).toEqual([rt!.room_count, rt!.room_count]);
    const [count] = await app().ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bookings WHERE hotel_id = $1 AND room_type = $2 AND checkin = $3',
      [HOTEL, ROOM, nights[0]],
    );
    expect(count!.n).toBe(1);
  }, 30_000);

  describe('ownership', () => {
    let tokenA = '';
    let tokenB = '';
    let upcomingId = '';
    let cancelledId = '';

    beforeAll(async () => {
      tokenA = await login(app(), '9822000001');
      tokenB = await login(app(), '9822000002');
      const first = await payNow(
        app(),
        (await itinerary(app(), { token: tokenA, checkin: 25, nights: 1 })).bid,
        tokenA,
      );
      const second = await payNow(
        app(),
        (await itinerary(app(), { token: tokenA, checkin: 30, nights: 1 })).bid,
        tokenA,
      );
      if (first.status !== 200 || second.status !== 200)
        throw new Error(`booking failed ${first.status} ${second.status}`);
      upcomingId = first.body.order_id;
      cancelledId = second.body.order_id;
      const row = await bookingRow(app(), cancelledId);
      const cancelled = await call(app(), {
        method: 'POST',
        url: '/api/growth/cancellation/cancel-booking/',
        payload: { order_id: cancelledId, cancellation_hash: row!.cancel_hash, cancellation_reason: 'change_of_plans' },
      });
      if (cancelled.status !== 200) throw new Error(`cancel failed ${cancelled.status}`);
    }, 60_000);

    it("given user A's booking, when A reads it, then 200 with the booking", async () => {
      const res = await call(app(), { method: 'GET', url: `/api/v1/booking/${upcomingId}/`, token: tokenA });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).toContain(upcomingId);
    });

    it("given user A's booking, when user B reads it, then the same 404 as a non-existent id", async () => {
      const theirs = await call(app(), { method: 'GET', url: `/api/v1/booking/${upcomingId}/`, token: tokenB });
      const missing = await call(app(), { method: 'GET', url: '/api/v1/booking/NVDOESNOTEXIST1/', token: tokenB });
      expect(theirs.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
      expect(JSON.stringify(theirs.body)).not.toContain(upcomingId);
    });

    it("given user A's booking, when user B tries to cancel it without its hash, then 404 and the booking stays live", async () => {
      const before = await bookingRow(app(), upcomingId);
      const res = await call(app(), {
        method: 'POST',
        url: '/api/growth/cancellation/cancel-booking/',
        token: tokenB,
        payload: {
          order_id: upcomingId,
          cancellation_hash: randomBytes(18).toString('base64url'),
          cancellation_reason: 'change_of_plans',
        },
      });
      expect(res.status).toBe(404);
      const missing = await call(app(), {
        method: 'POST',
        url: '/api/growth/cancellation/cancel-booking/',
        token: tokenB,
        payload: {
          order_id: 'NVDOESNOTEXIST1',
          cancellation_hash: randomBytes(18).toString('base64url'),
          cancellation_reason: 'change_of_plans',
        },
      });
      expect(missing.status).toBe(404);
      expect(res.body).toEqual(missing.body);
      expect((await bookingRow(app(), upcomingId))!.status).toBe(before!.status);
      expect(before!.status).not.toBe('CANCEL');
    });

    it('given A has a live and a cancelled booking, when A asks for history, then the live one is in context.upcoming and the cancelled one in context.previous', async () => {
      const res = await call(app(), {
        method: 'POST',
        url: '/api/v1/booking/booking-history/',
        token: tokenA,
        payload: {},
      });
      expect(res.status).toBe(200);
      const ids = (items: unknown[]) => items.map((i) => JSON.stringify(i));
      const upcoming = ids(res.body.context.upcoming);
      const previous = ids(res.body.context.previous);
      expect(upcoming.some((s) => s.includes(upcomingId))).toBe(true);
      expect(upcoming.some((s) => s.includes(cancelledId))).toBe(false);
      expect(previous.some((s) => s.includes(cancelledId))).toBe(true);
      expect(previous.some((s) => s.includes(upcomingId))).toBe(false);
      expect(res.body.total).toBe(2);
    });

    it("given A's bookings, when B or an anonymous caller asks for history, then B sees none of them and the anonymous call is 401", async () => {
      const b = await call(app(), {
        method: 'POST',
        url: '/api/v1/booking/booking-history/',
        token: tokenB,
        payload: {},
      });
      expect(b.status).toBe(200);
      expect(b.body.context).toEqual({ upcoming: [], previous: [] });
      expect(b.body.total).toBe(0);
      const anon = await call(app(), { method: 'POST', url: '/api/v1/booking/booking-history/', payload: {} });
      expect(anon.status).toBe(401);
    });
  });
});
