import { buildApp } from '../app';
import { MIGRATIONS } from './migrations';
import { findPostgres, startThrowawayCluster, type Cluster } from '../testing/postgres-cluster';

/**
 * Several API instances started at the same moment on one fresh PostgreSQL (a rollout behind a load balancer):
 * migrate and seed run under one advisory lock (db/migrate.ts STARTUP_LOCK_KEY), so all start, each migration is
 * applied once and the catalogue is seeded once. Without the lock two instances race on CREATE TABLE and one dies
 * with `duplicate key value violates unique constraint "pg_type_typname_nsp_index"`.
 * Needs a fresh database, so always a throwaway cluster (TEST_DATABASE_URL is not used); skipped without the binaries.
 */
const plan = findPostgres();
if (plan.kind === 'none') console.warn(`startup-lock.spec skipped: ${plan.reason}`);
const describeIfPostgres = plan.kind === 'none' ? describe.skip : describe;

describeIfPostgres('API instances starting together on one fresh PostgreSQL', () => {
  let cluster: Cluster | null = null;

  beforeAll(async () => {
    if (plan.kind === 'cluster') cluster = await startThrowawayCluster(plan);
  }, 60_000);

  afterAll(() => cluster?.stop(), 30_000);

  it('given three instances started at once, then all start, each migration is applied once, and the catalogue is seeded once', async () => {
    const databaseUrl = cluster!.url;
    const results = await Promise.allSettled(
      Array.from({ length: 3 }, () => buildApp({ databaseUrl, gatewayKeySecret: 'startup-lock-secret' })),
    );
    const apps = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    try {
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      const db = apps[0]!.ctx.db;
      const rows = await db.query<{ version: number; n: number }>(
        'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version',
      );
      expect(rows).toEqual(MIGRATIONS.map((m) => ({ version: m.version, n: 1 })));
      const [counts] = await db.query<{ hotels: number; users: number; demo: number }>(
        `SELECT (SELECT count(*) FROM hotels)::int AS hotels, (SELECT count(*) FROM users)::int AS users,
                (SELECT count(*) FROM bookings)::int AS demo`,
      );
      expect(counts!.hotels).toBe(728);
      // Once, not three times: the demo users and their stays.
      expect(counts!.users).toBe(3);
      const again = await buildApp({ databaseUrl, gatewayKeySecret: 'startup-lock-secret' });
      try {
        const [after] = await again.ctx.db.query<{ users: number; demo: number }>(
          'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM bookings)::int AS demo',
        );
        expect(after).toEqual({ users: counts!.users, demo: counts!.demo });
      } finally {
        await again.close();
      }
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  }, 120_000);
});
