import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** Embedded PostgreSQL in WebAssembly: one connection, so transactions are serialised by PGlite itself. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    // One process owns a PGlite directory, so no other instance can race it.
    withAdvisoryLock: (_key, work) => work(),
    async listen(channel, onNotice, onConnected) {
      const unlisten = await db.listen(channel, onNotice);
      onConnected?.();
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    close: () => db.close(),
  };
}
