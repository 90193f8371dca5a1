import { wrap, type Remote } from 'comlink';
import type { RecomputeApi } from './recompute-api';
import { workerBootstrapSource } from './worker-bootstrap-source';

/**
 * Starts the recompute worker. webpack compiles `new Worker(new URL('./x', import.meta.url))`
 * into a worker chunk and rewrites the URL to that chunk on the remote's own origin (its
 * publicPath, e.g. :4201). Browsers refuse `new Worker()` of another origin, so that one
 * expression runs with the constructor swapped for a recorder of the URL, and the real worker
 * is a same-origin blob whose script importScripts() the chunk (CSP allows worker-src blob:).
 * This file holds the only `import.meta` of the feature: it is loaded only where Worker exists.
 */
export function recomputeWorkerChunkUrl(): string {
  const scope = globalThis as { Worker?: unknown };
  const RealWorker = scope.Worker;
  let chunkUrl = '';
  scope.Worker = function RecordUrl(url: URL | string) {
    chunkUrl = String(url);
  };
  try {
    // The swapped constructor only records the URL webpack computes.
    new Worker(new URL('./recompute.worker.ts', import.meta.url), { name: 'listing-recompute' });
  } finally {
    scope.Worker = RealWorker;
  }
  return new URL(chunkUrl, globalThis.location?.href).href;
}

export interface SpawnedWorker {
  readonly worker: Worker;
  /** The worker's API over comlink (loaded with this module, so the page never waits for it). */
  readonly remote: Remote<RecomputeApi>;
  /** Frees the blob once the worker has answered (it has read its script by then). */
  readonly release: () => void;
}

export function spawnRecomputeWorker(): SpawnedWorker {
  const source = workerBootstrapSource(recomputeWorkerChunkUrl());
  const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(blobUrl, { name: 'listing-recompute' });
  return { worker, remote: wrap<RecomputeApi>(worker), release: () => URL.revokeObjectURL(blobUrl) };
}
