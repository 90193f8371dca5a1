import type { Remote } from 'comlink';
import type { ListingHotel } from '../logic/listing-hotel';
import type { RecomputeInput, RecomputeResult } from '../logic/filter-selection';
import { createRecomputeAccumulator } from '../logic/recompute';
import type { RecomputeApi } from './recompute-api';
import type { SpawnedWorker } from './spawn-recompute-worker';

/** What the screen calls: the worker when there is one, the main thread in slices otherwise. */
export interface RecomputeClient {
  /** Hands over a listing's hotels; later recomputes run on these. */
  setHotels(hotels: readonly ListingHotel[]): void;
  /** Null when hotels changed while it ran (the answer is for an old listing). */
  recompute(input: RecomputeInput): Promise<RecomputeResult | null>;
  /** 'worker' or 'main-thread': which one is answering now. */
  readonly mode: () => 'worker' | 'main-thread';
  dispose(): void;
}

/** Hotels per slice on the main thread: well under a frame's budget on a slow phone. */
export const MAIN_THREAD_SLICE = 100;

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The fallback: the same pure recompute, fed in slices with a yield between them. */
export async function recomputeInSlices(
  hotels: readonly ListingHotel[],
  input: RecomputeInput,
  slice = MAIN_THREAD_SLICE,
): Promise<RecomputeResult> {
  const accumulator = createRecomputeAccumulator(input);
  for (let start = 0; start < hotels.length; start += slice) {
    if (start > 0) await yieldToMain();
    accumulator.add(hotels.slice(start, start + slice));
  }
  return accumulator.finish();
}

export type SpawnWorker = () => Promise<SpawnedWorker | null>;

/** Loads the spawner only where Worker exists (it holds the webpack-only import.meta). */
export const defaultSpawn: SpawnWorker = async () => {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function')
    return null;
  const { spawnRecomputeWorker } = await import('./spawn-recompute-worker');
  return spawnRecomputeWorker();
};

/**
 * Results and counts are recomputed off the main thread. If the worker cannot start or
 * fails (no Worker, a blocked chunk), every call from then on runs on the main thread instead.
 */
export function createRecomputeClient(spawn: SpawnWorker = defaultSpawn): RecomputeClient {
  let hotels: readonly ListingHotel[] = [];
  let generation = 0;
  let failed = false;
  let released = false;
  let spawned: SpawnedWorker | null = null;
  let remote: Remote<RecomputeApi> | null = null;
  let failure: Promise<void> = new Promise(() => undefined);

  const started = spawn()
    .then((result) => {
      if (!result) return;
      spawned = result;
      remote = result.remote;
      failure = new Promise<void>((resolve) => {
        result.worker.addEventListener('error', () => resolve());
        result.worker.addEventListener('messageerror', () => resolve());
      }).then(() => {
        failed = true;
      });
    })
    .catch(() => {
      failed = true;
    });

  const onMainThread = (input: RecomputeInput, at: number) =>
    recomputeInSlices(hotels, input).then((result) => (at === generation ? result : null));

  return {
    mode: () => (remote && !failed ? 'worker' : 'main-thread'),
    setHotels(next) {
      hotels = next;
      generation += 1;
      const at = generation;
      void started.then(() => (remote && !failed ? remote.setHotels(at, next) : undefined)).catch(() => undefined);
    },
    async recompute(input) {
      const at = generation;
      await started;
      if (!remote || failed) return onMainThread(input, at);
      const viaWorker = remote.recompute(at, input).then((result) => {
        if (!released && spawned) {
          released = true;
          spawned.release();
        }
        return at === generation ? result : null;
      });
      // A worker that dies never answers: its error hands the call to the main thread.
      return Promise.race([viaWorker, failure.then(() => onMainThread(input, at))]).catch(() =>
        onMainThread(input, at),
      );
    },
    dispose() {
      spawned?.worker.terminate();
      if (spawned && !released) spawned.release();
      remote = null;
    },
  };
}
