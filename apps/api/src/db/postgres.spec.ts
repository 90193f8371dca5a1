import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { MIGRATIONS } from './migrations';
import { call, day, guest, itinerary, login, type TestApp, expectedAmount } from '../testing/test-app';
import { gatewayCallback } from '../testing/gateway';
import { findPostgres, startThrowawayCluster, type Cluster } from '../testing/postgres-cluster';

/**
 * The DATABASE_URL path against a real PostgreSQL server: the same migrations, seed and SQL as
 * PGlite, but through a connection pool, so concurrent requests really run in parallel here.
 * TEST_DATABASE_URL wins; else a throwaway cluster is started from the installed binaries; with
 * neither, the suite is skipped with the reason printed (CI installs the binaries, see .ci/run).
 */
const external = process.env['TEST_DATABASE_URL'];
const plan = external ? ({ kind: 'url' } as const) : findPostgres();
if (plan.kind === 'none') console.warn(`postgres.spec skipped: ${plan.reason}`);
const describeIfPostgres = plan.kind === 'none' ? describe.skip : describe;

const SECRET = 'postgres-spec-secret';
const HOTEL = 1003;
const ROOM = 'common';
const key = () => `pg-${randomBytes(8).toString('hex')}`;

describeIfPostgres('PostgreSQL server (DATABASE_URL)', () => {
  let cluster: Cluster | null = null;
  let databaseUrl = '';
  let app: TestApp | null = null;
  let clock = Date.now();
  const open = () =>
    buildApp({ databaseUrl, gatewayKeySecret: SECRET, now: () => new Date(clock) }) as Promise<TestApp>;
  const api = () => {
    if (!app) throw new Error('app not ready');
    return app;
  };
  const pay = async (bid: string, idempotencyKey = key(), token?: string) =>
    call(api(), {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${bid}/pay-now/`,
      token,
      headers: { 'idempotency-key': idempotencyKey },
      payload: { guest, expected_amount: await expectedAmount(api(), bid, 'pay-now', token) },
    });
  const booked = async (offset: number) =>
    (
      await api().ctx.db.query<{ booked: number }>(
        'SELECT booked FROM inventory WHERE hotel_id = $1 AND room_type = $2 AND date = $3',
        [HOTEL, ROOM, day(offset)],
      )
    )[0]?.booked ?? 0;

  beforeAll(async () => {
    if (external) databaseUrl = external;
    else if (plan.kind === 'cluster') {
      cluster = await startThrowawayCluster(plan);
      databaseUrl = cluster.url;
    }
    const started = Date.now();
    app = await open();
    console.info(
      `postgres.spec: ${cluster ? `cluster on port ${cluster.port} in ${cluster.startMs} ms, ` : ''}migrated and seeded in ${Date.now() - started} ms`,
    );
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    cluster?.stop();
  }, 30_000);

  it('migrates to the latest version and seeds the catalogue on the server', async () => {
    expect(api().ctx.db.kind).toBe('postgres');
    const versions = await api().ctx.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
    const [counts] = await api().ctx.db.query<{ hotels: number; cities: number; blr: number }>(
      `SELECT (SELECT count(*) FROM hotels)::int AS hotels, (SELECT count(*) FROM cities)::int AS cities,
              (SELECT count(*) FROM hotels h JOIN cities c ON c.id = h.city_id WHERE c.slug = 'bengaluru')::int AS blr`,
    );
    expect(counts).toEqual({ hotels: 728, cities: 28, blr: 160 });
    const cities = await call(api(), { method: 'GET', url: '/api/v2/cities/' });
    expect(cities.body.data.map((c: { slug: string }) => c.slug)).toEqual(
      expect.arrayContaining(['bengaluru', 'new-delhi']),
    );
  });

  it('books, confirms through the signed callback, and still has the booking (and the session) after a restart', async () => {
    const token = await login(api(), '9866000001');
    const { bid } = await itinerary(api(), { token, hotelId: HOTEL, roomType: ROOM, checkin: 30, nights: 2 });
    const paid = await pay(bid, key(), token);
    expect(paid.status).toBe(200);
    const gw = paid.body.gateway_order.gateway_order_id as string;
    const confirmed = await gatewayCallback(api(), SECRET, gw, 'pay_pg000001');
    expect(confirmed.body).toMatchObject({
      status: 'CONFIRMED',
      payment_status: 'paid',
      paid_amount: paid.body.amount_due_now,
      pending_amount: 0,
    });

    await api().close();
    app = await open();
    const [again] = await api().ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM hotels');
    expect(again!.n).toBe(728);
    const detail = await call(api(), { method: 'GET', url: `/api/v1/booking/${paid.body.order_id}/`, token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      order_id: paid.body.order_id,
      status: 'CONFIRMED',
      payment_detail: { paid_amount: paid.body.amount_due_now },
    });
  });

  it('given one room left, when 12 bookings race on separate pooled connections, then exactly one gets it', async () => {
    const [rt] = await api().ctx.db.query<{ room_count: number }>(
      'SELECT room_count FROM room_types WHERE hotel_id = $1 AND type = $2',
      [HOTEL, ROOM],
    );
    await api().ctx.db.query(
      `INSERT INTO inventory (hotel_id, room_type, date, booked) VALUES ($1, $2, $3, $4) ON CONFLICT (hotel_id, room_type, date) DO UPDATE SET booked = EXCLUDED.booked`,
      [HOTEL, ROOM, day(40), rt!.room_count - 1],
    );
    const bids = [];
    for (let i = 0; i < 12; i++)
      bids.push((await itinerary(api(), { hotelId: HOTEL, roomType: ROOM, checkin: 40, nights: 1 })).bid);
    const results = await Promise.all(bids.map((bid) => pay(bid)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(11);
    expect(await booked(40)).toBe(rt!.room_count);
  });

  it('given one Idempotency-Key sent 6 times at once, then one booking and every answer carries its order id', async () => {
    const { bid } = await itinerary(api(), { hotelId: HOTEL, roomType: ROOM, checkin: 44, nights: 1 });
    const before = await booked(44);
    const k = key();
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(bid, k)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.order_id)).size).toBe(1);
    const [n] = await api().ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bookings WHERE idempotency_key = $1',
      [k],
    );
    expect(n!.n).toBe(1);
    // The losers rolled back their inventory change with their transaction.
    expect(await booked(44)).toBe(before + 1);
  });

  it('releases a lapsed pending hold with the same SQL as PGlite', async () => {
    const { bid } = await itinerary(api(), { hotelId: HOTEL, roomType: ROOM, checkin: 46, nights: 2 });
    const before = await booked(46);
    const paid = await pay(bid);
    expect(await booked(46)).toBe(before + 1);
    clock += 16 * 60_000;
    const status = await call(api(), { method: 'GET', url: `/api/v1/payments/${paid.body.order_id}/status/` });
    expect(status.body).toMatchObject({ status: 'EXPIRED', payment_status: 'failed' });
    expect(await booked(46)).toBe(before);
  });

  it('given two API instances on one database, then a guest booking made on one is in the history of its phone signed in on the other', async () => {
    const second = (await open()) as TestApp;
    try {
      const mobile = '9866000077';
      const { bid } = await itinerary(api(), { hotelId: HOTEL, roomType: ROOM, checkin: 50, nights: 1 });
      const paid = await call(api(), {
        method: 'POST',
        url: `/api/v1/checkout/itinerary/${bid}/pay-now/`,
        headers: { 'idempotency-key': key() },
        payload: { guest: { ...guest, mobile }, expected_amount: await expectedAmount(api(), bid, 'pay-now') },
      });
      expect(paid.status).toBe(200);
      const gw = paid.body.gateway_order.gateway_order_id as string;
      const confirmed = await gatewayCallback(second, SECRET, gw, 'pay_pg000077');
      expect(confirmed.status).toBe(200);
      const token = await login(second, mobile);
      const history = async (instance: TestApp) =>
        (
          await call(instance, { method: 'POST', url: '/api/v1/booking/booking-history/', token, payload: {} })
        ).body.context.upcoming.map((b: { order_id: string }) => b.order_id);
      const answers = await Promise.all([history(api()), history(second), history(api()), history(second)]);
      expect(answers).toEqual(Array.from({ length: 4 }, () => [paid.body.order_id]));
    } finally {
      await second.close();
    }
  });
});
