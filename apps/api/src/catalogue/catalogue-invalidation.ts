import type { Database, Queryable } from '../db/database';

/**
 * The channel the database announces catalogue changes on (migration 15, catalogue-change-notices): after a commit
 * that changed hotels, room_types, hotel_policies or coupons, whoever wrote it (any API instance, a script, psql).
 */
export const CATALOGUE_CHANNEL = 'nivaas_catalogue';

/** Notices arriving this close together are handled as one reload (a burst of writes is one query, not many). */
export const CATALOGUE_BATCH_MS = 20;

/** What a notice says changed: these hotels of `table`, or (null) anything. */
export interface CatalogueNotice {
  readonly table: string;
  readonly hotelIds: readonly number[] | null;
}

/** Tables whose rows the catalogue keeps in memory (reloaded); the others (coupons) only make answers stale. */
const RELOADED_TABLES = new Set(['hotels', 'room_types', 'hotel_policies']);

/** The notice's JSON ({"table", "hotel_ids"}); anything else reads as "anything changed", never as nothing. */
export function parseCatalogueNotice(payload: string): CatalogueNotice {
  try {
    const parsed = JSON.parse(payload) as { table?: unknown; hotel_ids?: unknown };
    const table = typeof parsed.table === 'string' ? parsed.table : '';
    const ids = parsed.hotel_ids;
    const hotelIds = Array.isArray(ids) && ids.every((id) => Number.isInteger(id)) && table ? (ids as number[]) : null;
    return { table: table || '*', hotelIds };
  } catch {
    return { table: '*', hotelIds: null };
  }
}

/** What is invalidated: the in-memory catalogue (catalogue-store.ts), which tells the caches built on it. */
export interface InvalidationTarget {
  reload(db: Queryable, hotelIds: readonly number[] | null): Promise<void>;
  changed(hotelIds: readonly number[] | null): void;
}

export interface CatalogueInvalidation {
  /** A notice's payload, as it came off the channel. */
  notice(payload: string): void;
  /** Everything may have changed (the listening connection was lost and is back: notices may have been missed). */
  everything(): void;
  /** Resolves once every notice received so far has been applied. */
  settled(): Promise<void>;
  /** Stops applying notices (pending ones are dropped); resolves when a reload under way has ended. */
  close(): Promise<void>;
}

interface Pending {
  /** Hotels to reload, or 'all'; null: none. */
  reload: Set<number> | 'all' | null;
  /** Hotels whose answers are stale without a reload (coupons: null means all), or undefined: none. */
  stale: Set<number> | 'all' | null;
}

const merge = (into: Set<number> | 'all' | null, ids: readonly number[] | null): Set<number> | 'all' => {
  if (into === 'all' || ids === null) return 'all';
  const set = into ?? new Set<number>();
  for (const id of ids) set.add(id);
  return set;
};
const idsOf = (pending: Set<number> | 'all'): readonly number[] | null => (pending === 'all' ? null : [...pending]);

/**
 * Applies catalogue notices to the catalogue: the hotels named are reloaded (forced, not time-gated), and the
 * catalogue then tells its caches (quotes, listing answers) to drop what they hold of them. Notices within
 * CATALOGUE_BATCH_MS are merged into one reload; reloads never overlap (a notice during one waits for it).
 * A failing reload is logged and retried as a reload of everything with the next notice or reconnection.
 */
export function createCatalogueInvalidation(
  db: Queryable,
  target: InvalidationTarget,
  options: { batchMs?: number; log?: (line: string) => void } = {},
): CatalogueInvalidation {
  const batchMs = options.batchMs ?? CATALOGUE_BATCH_MS;
  const log = options.log ?? ((line: string) => console.error(line));
  let pending: Pending = { reload: null, stale: null };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const apply = async (work: Pending): Promise<void> => {
    try {
      if (work.reload) await target.reload(db, idsOf(work.reload));
      if (work.stale) target.changed(idsOf(work.stale));
    } catch (error) {
      log(`catalogue invalidation: reload failed (${(error as Error).message}); everything is reloaded next time`);
      pending.reload = 'all';
      pending.stale = 'all';
    }
  };
  const flush = () => {
    timer = null;
    if (closed) return;
    const work = pending;
    pending = { reload: null, stale: null };
    if (!work.reload && !work.stale) return;
    running = running.then(() => (closed ? undefined : apply(work)));
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(flush, batchMs);
    timer.unref?.();
  };
  const add = (notice: CatalogueNotice) => {
    if (notice.table === '*' || RELOADED_TABLES.has(notice.table)) {
      pending.reload = merge(pending.reload, notice.table === '*' ? null : notice.hotelIds);
    } else pending.stale = merge(pending.stale, notice.hotelIds);
    schedule();
  };
  return {
    notice: (payload) => add(parseCatalogueNotice(payload)),
    everything: () => add({ table: '*', hotelIds: null }),
    settled: async () => {
      // A notice still batched is applied now rather than after the batch delay.
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await running;
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

/**
 * Starts applying catalogue notices for this API instance: LISTEN on CATALOGUE_CHANNEL (PostgreSQL: one dedicated
 * connection, reconnected with backoff; PGlite: its own listen, which hears this process's writes). After a
 * reconnection everything is reloaded, since notices sent while it was down are lost; on PostgreSQL the first
 * connection does that too (another instance may have written between loading the catalogue and listening).
 */
export async function startCatalogueInvalidation(
  db: Database,
  target: InvalidationTarget,
  options: { batchMs?: number; log?: (line: string) => void } = {},
): Promise<CatalogueInvalidation> {
  const invalidation = createCatalogueInvalidation(db, target, options);
  let connections = 0;
  const stop = await db.listen(CATALOGUE_CHANNEL, invalidation.notice, () => {
    connections += 1;
    if (connections > 1 || db.kind === 'postgres') invalidation.everything();
  });
  return {
    ...invalidation,
    close: async () => {
      await stop();
      await invalidation.close();
    },
  };
}
