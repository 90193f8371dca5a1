/**
 * @jest-environment node
 */
import { MessageChannel } from 'node:worker_threads';
import { expose, wrap } from 'comlink';
import { row } from '../testing/listing-fixtures';
import { emptySelection, type RecomputeInput } from '../logic/filter-selection';
import { recompute } from '../logic/recompute';
import { createRecomputeApi, type RecomputeApi } from './recompute-api';

const hotels = [
  row(1, { price: 2500, rating: 4.5 }),
  row(2, { price: 900, rating: 3.1 }),
  row(3, { price: null, isAvailable: false }),
];
const byPrice: RecomputeInput = { selection: emptySelection(), sortBy: 'price_low_to_high', roomCount: 1 };

describe('the recompute worker protocol', () => {
  it('given hotels of a generation, when recomputed for it, then the pure recompute answers', () => {
    const api = createRecomputeApi();
    api.setHotels(7, hotels);
    expect(api.recompute(7, byPrice)).toEqual(recompute(hotels, byPrice));
    expect(api.recompute(7, byPrice)?.ids).toEqual([2, 1, 3]);
  });

  it('given a recompute for another generation (a late answer for an old listing), then null', () => {
    const api = createRecomputeApi();
    expect(api.recompute(0, byPrice)).toBeNull();
    api.setHotels(1, hotels);
    api.setHotels(2, hotels.slice(0, 1));
    expect(api.recompute(1, byPrice)).toBeNull();
    expect(api.recompute(2, byPrice)?.ids).toEqual([1]);
  });

  it('given the API exposed over a message port with comlink (as in the worker), then the same answers arrive (structured clone)', async () => {
    const { port1, port2 } = new MessageChannel();
    expose(createRecomputeApi(), port2 as unknown as Parameters<typeof expose>[1]);
    const remote = wrap<RecomputeApi>(port1 as unknown as Parameters<typeof wrap>[0]);
    try {
      await remote.setHotels(3, hotels);
      await expect(remote.recompute(3, byPrice)).resolves.toEqual(recompute(hotels, byPrice));
      await expect(remote.recompute(2, byPrice)).resolves.toBeNull();
    } finally {
      port1.close();
      port2.close();
    }
  });
});
