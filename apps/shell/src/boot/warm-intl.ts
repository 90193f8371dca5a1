import type { IntlWarmUpMessage } from './intl-warm-up';

/** The part of a Worker this needs (a fake in tests). */
export interface WarmUpWorker {
  postMessage(message: IntlWarmUpMessage): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/**
 * Loads the platform's ICU data on another thread before the first render needs it (intl-warm-up.ts says why):
 * starts the worker `start` makes, gives it the page's locale, and terminates it once it answers or fails. The
 * first render does not wait for it; at worst it loads the data itself, as it did before. Nothing happens where
 * workers do not exist (`start` returns undefined or throws).
 */
export function warmIntlOffMainThread(locale: string, start: () => WarmUpWorker | undefined): void {
  let worker: WarmUpWorker | undefined;
  try {
    worker = start();
  } catch {
    return;
  }
  if (!worker) return;
  const done = () => worker.terminate();
  worker.onmessage = done;
  worker.onerror = done;
  worker.postMessage({ locale });
}
