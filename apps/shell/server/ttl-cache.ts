import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions {
  /** How long a loaded value is fresh. */
  readonly ttlMs: number;
  /** How long a failed load is remembered before the next request tries again. */
  readonly failureTtlMs: number;
  /** The oldest-used entries are dropped past this many keys, so odd URLs cannot grow memory. */
  readonly maxEntries: number;
  readonly now?: () => number;
  /** Told each get's result: fresh (hit), stale while it refreshes, or a wait for the load (miss); for the metrics. */
  readonly onLookup?: (result: 'hit' | 'stale' | 'miss') => void;
}

export interface TtlCache<V> {
  /**
   * The value for key: fresh from the cache, or stale while a refresh runs in the background
   * (revalidation, as docs/rules.md section 9's "content revalidate" means), or awaited from `load`
   * when there is none. undefined when there is no value and the load failed: the caller falls
   * back. Concurrent callers share one load. Never rejects.
   */
  readonly get: (key: string, load: () => Promise<V>) => Promise<V | undefined>;
  /** The value `get` would answer at once (fresh or stale), without loading; undefined when `get` would wait. */
  readonly peek: (key: string) => V | undefined;
  readonly size: () => number;
}

interface Entry<V> {
  value: V | undefined;
  freshUntil: number;
  pending?: Promise<V | undefined>;
}

/**
 * Bounded by lru-cache (the standard LRU: recency and eviction are its job). Freshness is kept here, as a deadline
 * per entry on the caller's clock: a value is fresh strictly before it, and a failure can be remembered for 0 ms
 * (lru-cache's own TTL counts 0 as "forever" and a value as stale only after its TTL has passed).
 */
export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry<V>>({ max: options.maxEntries });

  const store = (key: string, entry: Entry<V>) => {
    entries.set(key, entry);
  };

  const refresh = (key: string, entry: Entry<V>, load: () => Promise<V>): Promise<V | undefined> => {
    if (entry.pending) return entry.pending;
    const pending = Promise.resolve()
      .then(load)
      .then(
        (value) => {
          store(key, { value, freshUntil: now() + options.ttlMs });
          return value;
        },
        // A failed refresh keeps the last good value: a blip of the API does not degrade pages.
        () => {
          store(key, { value: entry.value, freshUntil: now() + options.failureTtlMs });
          return entry.value;
        },
      );
    entry.pending = pending;
    if (!entries.has(key)) store(key, entry);
    return pending;
  };

  return {
    get: async (key, load) => {
      const entry = entries.get(key);
      if (entry && now() < entry.freshUntil) {
        options.onLookup?.('hit');
        store(key, entry);
        return entry.value;
      }
      if (entry && entry.value !== undefined) {
        options.onLookup?.('stale');
        void refresh(key, entry, load);
        return entry.value;
      }
      options.onLookup?.('miss');
      return refresh(key, entry ?? { value: undefined, freshUntil: 0 }, load);
    },
    peek: (key) => entries.peek(key)?.value,
    size: () => entries.size,
  };
}
