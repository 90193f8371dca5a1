import type { Queryable } from '../db/database';
import { call, day, useTestApp } from '../testing/test-app';
import {
  CATALOGUE_CHANNEL,
  createCatalogueInvalidation,
  parseCatalogueNotice,
  type InvalidationTarget,
} from './catalogue-invalidation';

const db = {} as Queryable;

/** A catalogue stand-in that records what it was asked. */
function fakeTarget(fail = false) {
  const reloads: (readonly number[] | null)[] = [];
  const changes: (readonly number[] | null)[] = [];
  const target: InvalidationTarget = {
    reload: async (_db, ids) => {
      reloads.push(ids ? [...ids].sort((a, b) => a - b) : null);
      if (fail) throw new Error('connection refused');
    },
    changed: (ids) => {
      changes.push(ids ? [...ids].sort((a, b) => a - b) : null);
    },
  };
  return { target, reloads, changes };
}

describe('parseCatalogueNotice', () => {
  it('reads the table and the hotels', () => {
    expect(parseCatalogueNotice('{"table":"hotels","hotel_ids":[1003,1001]}')).toEqual({
      table: 'hotels',
      hotelIds: [1003, 1001],
    });
    expect(parseCatalogueNotice('{"table":"coupons","hotel_ids":null}')).toEqual({ table: 'coupons', hotelIds: null });
  });

  it('reads anything it does not understand as "anything changed", never as nothing', () => {
    expect(parseCatalogueNotice('not json')).toEqual({ table: '*', hotelIds: null });
    expect(parseCatalogueNotice('{"hotel_ids":[1]}')).toEqual({ table: '*', hotelIds: null });
    expect(parseCatalogueNotice('{"table":"hotels","hotel_ids":["x"]}')).toEqual({ table: 'hotels', hotelIds: null });
  });
});

describe('createCatalogueInvalidation', () => {
  it('given a notice for a hotel, then that hotel is reloaded (which clears its caches through the catalogue)', async () => {
    const { target, reloads, changes } = fakeTarget();
    const inv = createCatalogueInvalidation(db, target, { batchMs: 1 });
    inv.notice('{"table":"hotels","hotel_ids":[1001]}');
    await inv.settled();
    expect(reloads).toEqual([[1001]]);
    expect(changes).toEqual([]);
  });

  it('given a burst of notices, then one reload of all the hotels they name', async () => {
    const { target, reloads } = fakeTarget();
    const inv = createCatalogueInvalidation(db, target, { batchMs: 50 });
    inv.notice('{"table":"hotels","hotel_ids":[1002]}');
    inv.notice('{"table":"room_types","hotel_ids":[1001,1002]}');
    inv.notice('{"table":"hotel_policies","hotel_ids":[1005]}');
    await inv.settled();
    expect(reloads).toEqual([[1001, 1002, 1005]]);
  });

  it('given a notice for every hotel, or one it cannot read, or a reconnection, then everything is reloaded', async () => {
    for (const send of [
      (i: ReturnType<typeof createCatalogueInvalidation>) => i.notice('{"table":"hotels","hotel_ids":null}'),
      (i: ReturnType<typeof createCatalogueInvalidation>) => i.notice('garbage'),
      (i: ReturnType<typeof createCatalogueInvalidation>) => i.everything(),
    ]) {
      const { target, reloads } = fakeTarget();
      const inv = createCatalogueInvalidation(db, target, { batchMs: 1 });
      inv.notice('{"table":"hotels","hotel_ids":[1001]}');
      send(inv);
      await inv.settled();
      expect(reloads).toEqual([null]);
    }
  });

  it('given a coupon change, then every kept answer is stale, and no hotel is reloaded', async () => {
    const { target, reloads, changes } = fakeTarget();
    const inv = createCatalogueInvalidation(db, target, { batchMs: 1 });
    inv.notice('{"table":"coupons","hotel_ids":null}');
    await inv.settled();
    expect(reloads).toEqual([]);
    expect(changes).toEqual([null]);
  });

  it('applies a notice within the batch delay without being asked to settle', async () => {
    const { target, reloads } = fakeTarget();
    const inv = createCatalogueInvalidation(db, target, { batchMs: 5 });
    inv.notice('{"table":"hotels","hotel_ids":[1007]}');
    const started = Date.now();
    while (reloads.length === 0 && Date.now() - started < 1000) await new Promise((r) => setTimeout(r, 5));
    expect(reloads).toEqual([[1007]]);
  });

  it('given a reload fails, then it is logged and the next notice reloads everything', async () => {
    const lines: string[] = [];
    const failing = fakeTarget(true);
    const inv = createCatalogueInvalidation(db, failing.target, { batchMs: 1, log: (l) => lines.push(l) });
    inv.notice('{"table":"hotels","hotel_ids":[1001]}');
    await inv.settled();
    expect(lines).toEqual([expect.stringMatching(/reload failed \(connection refused\)/)]);
    inv.notice('{"table":"hotels","hotel_ids":[1002]}');
    await inv.settled();
    expect(failing.reloads).toEqual([[1001], null]);
  });

  it('given it was closed, then notices are ignored', async () => {
    const { target, reloads } = fakeTarget();
    const inv = createCatalogueInvalidation(db, target, { batchMs: 1 });
    inv.notice('{"table":"hotels","hotel_ids":[1001]}');
    await inv.close();
    inv.notice('{"table":"hotels","hotel_ids":[1002]}');
    await inv.settled();
    expect(reloads).toEqual([]);
  });
});

/**
 * One process on PGlite: a change written by SQL (by hand, a script) reaches the catalogue and the kept answers
 * through the same notices (PGlite's listen hears its own commits).
 */
describe('catalogue changes on PGlite', () => {
  const app = useTestApp();
  const until = async (check: () => Promise<boolean>, ms = 1000) => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return Date.now() - started;
  };

  it('uses the channel the migration notifies on', async () => {
    const [fn] = await app().ctx.db.query<{ src: string }>(
      `SELECT prosrc AS src FROM pg_proc WHERE proname = 'nivaas_catalogue_notice'`,
    );
    expect(fn!.src).toContain(`'${CATALOGUE_CHANNEL}'`);
  });

  it("given a hotel's rating and base rate changed by SQL, then its page and the listing show them within a second", async () => {
    const details = async () =>
      (await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/' })).body as {
        rating_summary: { rating: number; count: number };
      };
    const query = `hotel_id=1001,1002&checkin=${day(70)}&checkout=${day(71)}&roomconfig=1-0`;
    const price = async () => {
      const body = (await call(app(), { method: 'GET', url: `/api/v6/pricing/hotels/?${query}` })).body as {
        data: Record<string, { cheapest: { sellingPrice: number } | null }>;
      };
      return body.data['1001']!.cheapest!.sellingPrice;
    };
    const before = await details();
    const priceBefore = await price();
    await app().ctx.db.query(
      'UPDATE hotels SET rating = 1.2, rating_count = 4242, base_rate = base_rate * 2 WHERE id = 1001',
    );
    await until(async () => (await details()).rating_summary.count === 4242);
    expect((await details()).rating_summary).toEqual({ rating: 1.2, count: 4242 });
    expect(before.rating_summary.count).not.toBe(4242);
    await until(async () => (await price()) > priceBefore * 1.5);
  });
});
