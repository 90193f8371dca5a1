import { intlWarmUpWorkerSource, type IntlWarmUpMessage } from './intl-warm-up';

/** The part of a Worker this needs (a fake in tests). */
export interface WarmUpWorker {
  postMessage(message: IntlWarmUpMessage): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** A started worker, and what frees its script once it is done. */
export interface StartedWorker {
  readonly worker: WarmUpWorker;
  readonly release: () => void;
}

/**
 * Loads the platform's ICU data on another thread before the first render needs it (intl-warm-up.ts says why):
 * starts the worker `start` makes, gives it the page's locale, and terminates and releases it once it answers or
 * fails. The first render does not wait for it; at worst it loads the data itself, as it did before. Nothing
 * happens where workers do not exist (`start` returns undefined or throws).
 */
export function warmIntlOffMainThread(locale: string, start: () => StartedWorker | undefined): void {
  let started: StartedWorker | undefined;
  try {
    started = start();
  } catch {
    return;
  }
  if (!started) return;
  const { worker, release } = started;
  const done = () => {
    worker.terminate();
    release();
  };
  worker.onmessage = done;
  worker.onerror = done;
  worker.postMessage({ locale });
}

/** The browser's worker: intlWarmUpWorkerSource as a blob, on the page's own origin. Undefined without workers. */
export function startIntlWarmUpWorker(): StartedWorker | undefined {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return undefined;
  const url = URL.createObjectURL(new Blob([intlWarmUpWorkerSource()], { type: 'text/javascript' }));
  const release = () => URL.revokeObjectURL(url);
  try {
    return { worker: new Worker(url, { name: 'intl-warm-up' }), release };
  } catch (error) {
    release();
    throw error;
  }
}
