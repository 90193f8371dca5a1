import pg from 'pg';
import type { Database, Queryable } from './database';

// BIGINT and NUMERIC come back as strings by default; our values fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
// DATE stays 'YYYY-MM-DD' as PGlite returns it, not a local-midnight Date.
pg.types.setTypeParser(1082, (v) => v);

/** Waits before reconnecting a dropped LISTEN connection: 100 ms, doubling, at most 10 s. */
export const LISTEN_RETRY_MIN_MS = 100;
export const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * LISTEN on its own connection (a pooled one would be handed to other work): reconnects with backoff when the
 * connection drops, and calls onConnected each time it listens again (notices sent while it was down are lost).
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onConnected?: () => void,
  log: (line: string) => void = (line) => console.error(line),
): Promise<() => Promise<void>> {
  let stopped = false;
  // Until the first LISTEN works, a failure is the caller's (thrown); after it, the connection is retried.
  let started = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = LISTEN_RETRY_MIN_MS;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (stopped || !started) return;
      log(`postgres listen ${channel}: connection lost (${reason}); reconnecting in ${delay} ms`);
      retry = setTimeout(() => {
        retry = null;
        connect().catch(() => undefined);
      }, delay);
      retry.unref?.();
      delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
    };
    next.on('error', (error) => onLost(error.message));
    next.on('end', () => onLost('closed'));
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (error) {
      onLost((error as Error).message);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    started = true;
    delay = LISTEN_RETRY_MIN_MS;
    onConnected?.();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

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
    listen: (channel, onNotice, onConnected) => listenPostgres(connectionString, channel, onNotice, onConnected),
    async withAdvisoryLock(key, work) {
      // Its own connection, not a pooled one: the lock lives as long as this session, and a pool of size 1 stays
      // usable by `work` meanwhile.
      const client = new pg.Client({ connectionString });
      client.on('error', (error) => console.error(`postgres advisory lock: connection lost: ${error.message}`));
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1::bigint)', [key.toString()]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1::bigint)', [key.toString()]).catch(() => undefined);
        }
      } finally {
        // Ending the session releases the lock in any case.
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
