import pg from 'pg';
import type { Database, Queryable } from './database';

// BIGINT and NUMERIC come back as strings by default; our values fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
// DATE stays 'YYYY-MM-DD' as PGlite returns it, not a local-midnight Date.
pg.types.setTypeParser(1082, (v) => v);

/** A PostgreSQL server through a pool: the API stays stateless, so it scales out behind a load balancer. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection dropped by the server (restart, failover) emits 'error' on the pool; unheard, it
  // would crash the process. The pool discards that client and the next query opens a new one.
  pool.on('error', (error) => console.error(`postgres pool: idle connection lost: ${error.message}`));
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A connection the server drops while this transaction holds it (a restart, a failover) emits 'error' on the
      // client, not the pool: unheard, it would crash the process (the cluster bench's PostgreSQL restart did). The
      // query in flight fails on its own; the client is discarded on release.
      const lost = (error: Error) => {
        broken = error;
        console.error(`postgres: connection lost inside a transaction: ${error.message}`);
      };
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // Report the error that failed the work, not a ROLLBACK failure on a dead connection, and
        // never hand a connection in an unknown transaction state back to the pool.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.removeListener('error', lost);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
