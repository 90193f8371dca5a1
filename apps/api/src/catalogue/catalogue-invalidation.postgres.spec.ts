import { buildApp } from '../app';
import { call, day, login, type TestApp } from '../testing/test-app';
import { findPostgres, startThrowawayCluster, type Cluster } from '../testing/postgres-cluster';

/**
 * Two API instances on one PostgreSQL, as behind a load balancer: a change written through one (or by SQL) reaches
 * the other's in-memory catalogue and kept answers within a second, through the database's notices
 * (catalogue-invalidation.ts), not the minute-old rating refresh. TEST_DATABASE_URL wins; else a throwaway cluster;
 * with neither, skipped with the reason printed (as db/postgres.spec.ts).
 */
const external = process.env['TEST_DATABASE_URL'];
const plan = external ? ({ kind: 'url' } as const) : findPostgres();
if (plan.kind === 'none') console.warn(`catalogue-invalidation.postgres.spec skipped: ${plan.reason}`);
const describeIfPostgres = plan.kind === 'none' ? describe.skip : describe;

const HOTEL = 1004;

/** Polls `check` until it holds, for at most `ms`; answers how long it took. Never a fixed sleep. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeIfPostgres('catalogue changes across API instances (PostgreSQL)', () => {
  let cluster: Cluster | null = null;
  let a: TestApp | null = null;
  let b: TestApp | null = null;
  const one = () => a!;
  const other = () => b!;

  beforeAll(async () => {
    let databaseUrl = external ?? '';
    if (!external && plan.kind === 'cluster') {
      cluster = await startThrowawayCluster(plan);
      databaseUrl = cluster.url;
    }
    a = (await buildApp({ databaseUrl, gatewayKeySecret: 'invalidation-secret' })) as TestApp;
    b = (await buildApp({ databaseUrl, gatewayKeySecret: 'invalidation-secret' })) as TestApp;
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    cluster?.stop();
  }, 30_000);

  const rating = async (app: TestApp) =>
    (
      (await call(app, { method: 'GET', url: `/api/v1/hotels/${HOTEL}/` })).body as {
        rating_summary: { rating: number; count: number };
      }
    ).rating_summary;
  const query = `hotel_id=${HOTEL},1005&checkin=${day(80)}&checkout=${day(81)}&roomconfig=1-0`;
  const price = async (app: TestApp) =>
    (
      (await call(app, { method: 'GET', url: `/api/v6/pricing/hotels/?${query}` })).body as {
        data: Record<string, { cheapest: { sellingPrice: number } | null }>;
      }
    ).data[String(HOTEL)]!.cheapest!.sellingPrice;

  it("given a hotel's rating written through one instance's database, then the other's hotel page shows it within a second", async () => {
    // Both have answered (and kept) the hotel before the change.
    const before = await rating(other());
    await rating(one());
    await one().ctx.db.query('UPDATE hotels SET rating = 2.1, rating_count = $2 WHERE id = $1', [
      HOTEL,
      before.count + 1000,
    ]);
    const ms = await within(1000, async () => (await rating(other())).count === before.count + 1000);
    expect((await rating(other())).rating).toBe(2.1);
    console.info(`catalogue-invalidation.postgres.spec: rating seen by the other instance in ${ms} ms`);
  });

  it('given a review posted through one instance, then the other shows the new rating count within a second', async () => {
    // A demo guest's completed stay at 1002 (seed-demo-stays.ts), reviewable once.
    const token = await login(one(), '9000000003');
    const stays = await call(one(), { method: 'GET', url: '/api/v1/hotels/1002/reviewable-stays/', token });
    const orderId = stays.body.stays[0].order_id as string;
    const count = async (app: TestApp) =>
      ((await call(app, { method: 'GET', url: '/api/v1/hotels/1002/' })).body as { rating_summary: { count: number } })
        .rating_summary.count;
    const before = await count(other());
    const posted = await call(one(), {
      method: 'POST',
      url: '/api/v1/hotels/1002/reviews/',
      token,
      payload: { order_id: orderId, rating: 5, title: 'Lovely stay', text: 'Clean room, kind staff, quick check-in.' },
    });
    expect(posted.status).toBe(201);
    await within(1000, async () => (await count(other())) === before + 1);
  });

  it("given a hotel's rate card raised by SQL, then the other instance's kept listing answer is dropped and priced again within a second", async () => {
    const before = await price(other());
    expect(await price(other())).toBe(before); // kept
    await one().ctx.db.query('UPDATE hotels SET base_rate = base_rate * 2 WHERE id = $1', [HOTEL]);
    await within(1000, async () => (await price(other())) > before * 1.5);
  });

  it('given the listening connection is cut, then it reconnects, reloads everything, and hears the next change', async () => {
    const before = await rating(other());
    await one().ctx.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    );
    // Written while nobody listens: only the reload on reconnection brings it.
    await one().ctx.db.query('UPDATE hotels SET rating_count = $2 WHERE id = $1', [HOTEL, before.count + 7]);
    await within(5000, async () => (await rating(other())).count === before.count + 7);
    // And it listens again.
    await within(5000, async () => {
      const [n] = await one().ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN %'`,
      );
      return n!.n === 2;
    });
    await one().ctx.db.query('UPDATE hotels SET rating_count = $2 WHERE id = $1', [HOTEL, before.count + 8]);
    await within(1000, async () => (await rating(other())).count === before.count + 8);
  }, 20_000);
});
