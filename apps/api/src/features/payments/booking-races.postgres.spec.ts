import { buildApp } from '../../app';
import { findPostgres, startThrowawayCluster, type Cluster } from '../../testing/postgres-cluster';
import type { TestApp } from '../../testing/test-app';
import { raceFirstBookingCoupon, raceSameKeyPayAtHotel, raceWalletOverspend } from '../../testing/booking-races';

/**
 * The races of booking-races.spec.ts on a PostgreSQL server (DATABASE_URL path): pooled connections,
 * so the requests' transactions really run at the same time. Same pattern as db/postgres.spec.ts:
 * TEST_DATABASE_URL wins, else a throwaway cluster from the installed binaries, else skipped with
 * the reason printed.
 */
const external = process.env['TEST_DATABASE_URL'];
const plan = external ? ({ kind: 'url' } as const) : findPostgres();
if (plan.kind === 'none') console.warn(`booking-races.postgres.spec skipped: ${plan.reason}`);
const describeIfPostgres = plan.kind === 'none' ? describe.skip : describe;

describeIfPostgres('booking races (PostgreSQL server)', () => {
  let cluster: Cluster | null = null;
  let app: TestApp | null = null;
  const api = () => {
    if (!app) throw new Error('app not ready');
    return app;
  };

  beforeAll(async () => {
    let databaseUrl = external ?? '';
    if (!external && plan.kind === 'cluster') {
      cluster = await startThrowawayCluster(plan);
      databaseUrl = cluster.url;
    }
    app = (await buildApp({ databaseUrl })) as TestApp;
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    cluster?.stop();
  }, 30_000);

  it('given one Idempotency-Key sent 8 times at once on pay at hotel, then one booking and its points credited once', async () => {
    const race = await raceSameKeyPayAtHotel(api(), { label: 'postgres', requests: 8, hotelId: 1004 });
    expect(race.results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(race.orders.size).toBe(1);
    expect(race.credits).toHaveLength(1);
    expect(race.credited).toBe(race.expected);
    expect(race.balance).toBe(race.expected);
  });

  it('given 8 itineraries each applying all 300 points, when all are paid at once, then the points are spent once', async () => {
    const race = await raceWalletOverspend(api(), {
      label: 'postgres',
      requests: 8,
      hotelIds: [1005, 1006],
      points: 300,
    });
    expect(race.applied).toEqual(Array(8).fill(300));
    expect(race.results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of race.results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('price_changed');
    }
    expect(race.debited).toBe(300);
    expect(race.balance).toBe(0);
  });

  it('given a first-booking coupon on 4 itineraries of a new member, when all are held at once, then one hold gets it', async () => {
    const race = await raceFirstBookingCoupon(api(), {
      label: 'postgres',
      requests: 4,
      hotelIds: [1007, 1008],
      coupon: 'WELCOME',
    });
    expect(race.results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of race.results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('price_changed');
    }
    expect(race.holdsWithCoupon).toBe(1);
  });
});
