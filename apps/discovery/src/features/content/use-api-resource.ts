import { useCallback, useEffect, useRef, useState } from 'react';

export type ResourceStatus = 'loading' | 'success' | 'error';

export interface ApiResource<T> {
  readonly status: ResourceStatus;
  readonly data: T | null;
  readonly error: string | null;
  /** Asks again (the Retry of an error state). */
  readonly retry: () => void;
}

type Outcome<T> =
  | { readonly request: string; readonly ok: true; readonly data: T }
  | { readonly request: string; readonly ok: false; readonly error: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One API read for a section of a screen, so each section has its own loading, error and retry
 * and one failing section never blanks the page. `key` names the request: a new key asks again
 * and aborts the request in flight, so a late answer for an old key is never shown.
 */
export function useApiResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ApiResource<T> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const request = `${attempt}:${key}`;

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && setOutcome({ request, ok: true, data }),
      (error: unknown) => !controller.signal.aborted && setOutcome({ request, ok: false, error: messageOf(error) }),
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = outcome?.request === request ? outcome : null;
  if (!current) return { status: 'loading', data: null, error: null, retry };
  return current.ok
    ? { status: 'success', data: current.data, error: null, retry }
    : { status: 'error', data: null, error: current.error, retry };
}
