/** An answer started early that is older than this is not handed over; the screen asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** Requests a loader started in the browser, by the resource key of the read that will show their answer. */
const waiting = new Map<string, { readonly promise: Promise<unknown>; readonly startedAt: number }>();

/**
 * One read of a screen's first view, which its loader may start before the screen's code has arrived and the screen
 * takes over (`take`) instead of asking again. The key is the screen's resource key (useResource), so one key is
 * always one request.
 */
export interface EarlyResource<T> {
  readonly key: string;
  /**
   * Starts the request unless a fresh one for the key is waiting; either way, the waiting one (home preloads the
   * banner's picture from it). Never throws: a request that throws at once is a failed one. Browser only: a server serves many visitors, so
   * a request kept for later there would hand one visitor's answer to another.
   */
  readonly start: () => Promise<T>;
  /** The request started for the key, handed over once while fresh; otherwise a new one with the signal. */
  readonly take: (signal?: AbortSignal) => Promise<T>;
}

export function earlyResource<T>(
  key: string,
  request: (signal?: AbortSignal) => Promise<T>,
  now: () => number = Date.now,
): EarlyResource<T> {
  const fresh = () => {
    const early = waiting.get(key);
    return early && now() - early.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? early : null;
  };
  return {
    key,
    start() {
      const waitingNow = fresh();
      if (waitingNow) return waitingNow.promise as Promise<T>;
      let promise: Promise<T>;
      try {
        promise = request();
      } catch (error) {
        promise = Promise.reject(error);
      }
      // Nobody may take it (the visitor moved on): its failure must not go unhandled.
      promise.catch(() => undefined);
      waiting.set(key, { promise, startedAt: now() });
      return promise;
    },
    take(signal) {
      const early = fresh();
      waiting.delete(key);
      return early ? (early.promise as Promise<T>) : request(signal);
    },
  };
}

/** Specs only: forgets every request started early, so one spec's answer never reaches the next. */
export function forgetEarlyAnswers(): void {
  waiting.clear();
}
