/**
 * @jest-environment node
 */
import { MessageChannel } from 'node:worker_threads';
import { expose, wrap } from 'comlink';
import { row } from '../testing/listing-fixtures';
import { emptySelection, type RecomputeInput } from '../logic/filter-selection';
import { recompute } from '../logic/recompute';
import { createRecomputeApi, type RecomputeApi } from './recompute-api';
import { createRecomputeClient, recomputeInSlices } from './recompute-client';
import type { SpawnedWorker } from './spawn-recompute-worker';

const hotels = Array.from({ length: 250 }, (_, i) =>
  row(i + 1, {
    price: 500 + ((i * 37) % 3000),
    rating: 3 + ((i * 7) % 20) / 10,
    facets: { localities: [i % 2 ? 'a' : 'b'] },
  }),
);
const input: RecomputeInput = {
  selection: { ...emptySelection(), checked: { ...emptySelection().checked, localities: ['a'] } },
  sortBy: 'price_high_to_low',
  roomCount: 1,
};

/** A worker made of a message port serving the real API: what the blob worker does, in-process. */
function portWorker() {
  const { port1, port2 } = new MessageChannel();
  expose(createRecomputeApi(), port2 as unknown as Parameters<typeof expose>[1]);
  const worker = Object.assign(port1, {
    terminate: jest.fn(() => {
      port1.close();
      port2.close();
    }),
  });
  const release = jest.fn();
  const remote = wrap<RecomputeApi>(port1 as unknown as Parameters<typeof wrap>[0]);
  return {
    spawned: { worker: worker as unknown as Worker, remote, release } satisfies SpawnedWorker,
    port: port1,
    release,
  };
}

describe('recomputeInSlices (the main-thread fallback)', () => {
  it('gives what one pass gives, yielding between slices', async () => {
    await expect(recomputeInSlices(hotels, input, 40)).resolves.toEqual(recompute(hotels, input));
  });
});

describe('createRecomputeClient', () => {
  it('given no Worker (jsdom, old browsers), then it recomputes on the main thread', async () => {
    const client = createRecomputeClient(async () => null);
    client.setHotels(hotels);
    await expect(client.recompute(input)).resolves.toEqual(recompute(hotels, input));
    expect(client.mode()).toBe('main-thread');
  });

  it('given a worker, then it recomputes there and frees the blob once it answered', async () => {
    const { spawned, release } = portWorker();
    const client = createRecomputeClient(async () => spawned);
    client.setHotels(hotels);
    await expect(client.recompute(input)).resolves.toEqual(recompute(hotels, input));
    expect(client.mode()).toBe('worker');
    expect(release).toHaveBeenCalledTimes(1);
    client.dispose();
    expect(spawned.worker.terminate).toHaveBeenCalled();
  });

  it('given hotels replaced while a recompute runs, then that answer is dropped (null)', async () => {
    const { spawned } = portWorker();
    const client = createRecomputeClient(async () => spawned);
    client.setHotels(hotels);
    const pending = client.recompute(input);
    client.setHotels(hotels.slice(0, 10));
    await expect(pending).resolves.toBeNull();
    await expect(client.recompute(input)).resolves.toEqual(recompute(hotels.slice(0, 10), input));
    client.dispose();
  });

  it('given a worker that fails (its chunk blocked), then the call and the next ones run on the main thread', async () => {
    const { spawned, port } = portWorker();
    // A worker whose script never ran answers nothing; its error event is all the page sees.
    port.removeAllListeners('message');
    port.on('message', () => undefined);
    const client = createRecomputeClient(async () => spawned);
    client.setHotels(hotels);
    const pending = client.recompute(input);
    await new Promise((resolve) => setTimeout(resolve, 10));
    (spawned.worker as unknown as EventTarget).dispatchEvent(new Event('error'));
    await expect(pending).resolves.toEqual(recompute(hotels, input));
    expect(client.mode()).toBe('main-thread');
    client.dispose();
  });

  it('given a spawn that throws, then the main thread', async () => {
    const client = createRecomputeClient(async () => {
      throw new Error('CSP refused the blob');
    });
    client.setHotels(hotels);
    await expect(client.recompute(input)).resolves.toEqual(recompute(hotels, input));
  });
});
