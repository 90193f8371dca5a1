import { useCallback, useEffect, useRef, useState } from 'react';
import { scheduleLoad, type LoadTiming } from './schedule-load';
import { useResourceSeeds } from './resource-seeds';

/** A load that did not answer within its deadline. A late answer still lands (see useResource). */
export class ResourceTimeoutError extends Error {
  readonly timedOut = true;
  constructor(readonly deadlineMs: number) {
    super(`No answer within ${deadlineMs} ms`);
    this.name = 'ResourceTimeoutError';
  }
}

/**
 * The async lifecycle of docs/rules.md 4 as a screen reads it: idle (nothing asked), loading (started), then
 * success or error (finished with its outcome).
 */
export type AsyncStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ResourceOptions {
  /** When the load starts; at once by default. */
  readonly timing?: LoadTiming;
  /** After this long without an answer the resource is in error (a late answer still fills it in). */
  readonly deadlineMs?: number;
  /** Keep showing the last data while another key loads (suggestions under a search box). */
  readonly keepPrevious?: boolean;
}

export interface Resource<T> {
  /** idle (no key), loading, success or error: the one async status of the site (docs/rules.md section 4). */
  readonly status: AsyncStatus;
  /** The data of this key; while reloading, the last data of this key (or of any key with keepPrevious). */
  readonly data: T | undefined;
  readonly error: unknown;
  /** Loads this key again (a Retry); the last data stays readable meanwhile. */
  readonly reload: () => void;
}

/** One outcome, tagged with the request it answers, so a stale answer is never shown. */
type Settled<T> =
  | { readonly request: string; readonly ok: true; readonly data: T }
  | { readonly request: string; readonly ok: false; readonly error: unknown };

/**
 * The site's async-resource primitive: loads what `key` names, aborts the request in flight when the key
 * changes or the component goes, ignores stale answers, and reloads on demand. `key` null means nothing
 * to load (status idle). `load` may change on every render; only the key decides when to load again.
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: ResourceOptions = {},
): Resource<T> {
  const { timing = 'now', deadlineMs, keepPrevious = false } = options;
  // Primitive dependencies: an inline `{ debounceMs }` object must not reload on every render.
  const timingKind = typeof timing === 'object' ? 'debounce' : timing;
  const debounceMs = typeof timing === 'object' ? timing.debounceMs : 0;
  const [attempt, setAttempt] = useState(0);
  // A seeded key (ResourceSeeds: the data the server rendered with) starts in success and is not loaded again.
  const seeds = useResourceSeeds();
  const [seeded] = useState(() => {
    const seed = key === null ? undefined : seeds?.peek(key);
    return seed && key !== null ? { request: `0:${key}`, key, data: seed.data as T } : null;
  });
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    seeded ? { request: seeded.request, ok: true, data: seeded.data } : null,
  );
  const [last, setLast] = useState<{ readonly key: string; readonly data: T } | null>(() =>
    seeded ? { key: seeded.key, data: seeded.data } : null,
  );
  // The seed stands for its request until the key changes or a reload: coming back to the key later loads it.
  const seedLive = useRef(seeded !== null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const request = key === null ? null : `${attempt}:${key}`;

  useEffect(() => {
    if (request === null || key === null) return undefined;
    if (seedLive.current && seeded?.request === request) {
      seeds?.take(key);
      return undefined;
    }
    seedLive.current = false;
    const controller = new AbortController();
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      if (deadlineMs !== undefined) {
        deadline = setTimeout(() => {
          setSettled((now) =>
            now?.request === request ? now : { request, ok: false, error: new ResourceTimeoutError(deadlineMs) },
          );
        }, deadlineMs);
      }
      let pending: Promise<T>;
      try {
        pending = loadRef.current(controller.signal);
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        (data) => {
          if (controller.signal.aborted) return;
          clearTimeout(deadline);
          setSettled({ request, ok: true, data });
          setLast({ key, data });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          clearTimeout(deadline);
          setSettled({ request, ok: false, error });
        },
      );
    };
    const cancel = scheduleLoad(timingKind === 'debounce' ? { debounceMs } : timingKind, run);
    return () => {
      cancel();
      clearTimeout(deadline);
      controller.abort();
    };
  }, [request, key, timingKind, debounceMs, deadlineMs, seeded, seeds]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled?.request === request ? settled : null;
  const kept = last && (last.key === key || keepPrevious) ? last.data : undefined;
  if (request === null) return { status: 'idle', data: undefined, error: null, reload };
  if (!current) return { status: 'loading', data: kept, error: null, reload };
  return current.ok
    ? { status: 'success', data: current.data, error: null, reload }
    : { status: 'error', data: kept, error: current.error, reload };
}

/** The text of a failure, for a log or a store (docs/rules.md section 8 errors carry a message). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
