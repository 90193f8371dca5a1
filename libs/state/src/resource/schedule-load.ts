import { DEFERRED_TASK_TIMEOUT_MS } from '@nivaas/domain';

/**
 * When a resource's load starts: at once; after `ms` of quiet (typing in a search box); or when the
 * main thread is idle after the first paint, but no later than docs/rules.md section 9's deferred-task
 * timeout (600 ms), for content below the fold. Returns a cancel function.
 */
export type LoadTiming = 'now' | 'idle' | { readonly debounceMs: number };

interface IdleScope {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

export function scheduleLoad(timing: LoadTiming, run: () => void): () => void {
  if (timing === 'now') {
    run();
    return () => undefined;
  }
  if (timing === 'idle') {
    const scope = globalThis as IdleScope;
    if (scope.requestIdleCallback && scope.cancelIdleCallback) {
      const handle = scope.requestIdleCallback(run, { timeout: DEFERRED_TASK_TIMEOUT_MS });
      return () => scope.cancelIdleCallback?.(handle);
    }
    const handle = setTimeout(run, 1);
    return () => clearTimeout(handle);
  }
  const handle = setTimeout(run, timing.debounceMs);
  return () => clearTimeout(handle);
}
