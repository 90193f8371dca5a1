/**
 * The one database interface the API uses, so the same SQL runs on embedded PGlite (default)
 * and on a PostgreSQL server (DATABASE_URL). Parameters are `$1..$n` in both.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** BEGIN/COMMIT around `work`; ROLLBACK when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while this process holds the PostgreSQL session-level advisory lock `key` (pg_advisory_lock), so
   * another API instance asking for the same key waits until `work` ends. On PostgreSQL the lock is held by a
   * dedicated connection outside the pool (a session lock is taken and released on one connection, and the pool
   * stays free for `work`); if that connection dies the server releases the lock. On PGlite (one process, one
   * connection) there is nobody to wait for: `work` just runs.
   */
  withAdvisoryLock<T>(key: bigint, work: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel`: each NOTIFY's payload goes to `onNotice`. `onConnected` is called each time the listening
   * connection is (re)established and listening: after a drop, notices sent meanwhile were missed, so the caller
   * treats it as "anything may have changed". On PostgreSQL one dedicated connection outside the pool, reconnected
   * with backoff when it drops; on PGlite its own listen (same process). Resolves once listening; the returned
   * function stops it.
   */
  listen(channel: string, onNotice: (payload: string) => void, onConnected?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (metrics); absent on PGlite, which has one connection and no pool. */
  readonly poolStats?: () => { readonly total: number; readonly idle: number; readonly waiting: number };
  readonly kind: 'pglite' | 'postgres';
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; omitted means in memory. */
  dataDir?: string;
  /** PostgreSQL connections per instance (DATABASE_POOL_SIZE, default 10). */
  poolSize?: string | number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl, Number(options.poolSize ?? 10));
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}
