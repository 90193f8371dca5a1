import type { RecentlyViewedHotel } from '@nivaas/domain/search';
import { createMemoryStorage, type KeyValueStorage } from '../adapters/key-value-storage';
import { createPlatform } from '../platform/create-platform';
import { createTestPlatform } from '../testing/create-test-platform';
import { createRecentlyViewedStore, RECENTLY_VIEWED_KEY } from './create-recently-viewed-store';
import { throwingStorage } from '../testing/throwing-storage';

const hotel = (id: number): RecentlyViewedHotel => ({
  id,
  name: `Nivaas ${id}`,
  path: `/hotels-in-goa/nivaas-${id}-${id}/`,
  city: 'Goa',
  locality: 'Calangute',
  imageUrl: null,
  rating: 4,
});
const ids = (hotels: readonly RecentlyViewedHotel[]) => hotels.map((h) => h.id);
const stored = (storage: KeyValueStorage) => JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? 'null');

describe('createRecentlyViewedStore', () => {
  it('given hotels recorded, then the store and storage hold them newest first, one per hotel, 10 at most', () => {
    const storage = createMemoryStorage();
    const recent = createRecentlyViewedStore({ storage });
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 3]) recent.record(hotel(id));
    expect(ids(recent.store.getState().hotels)).toEqual([3, 11, 10, 9, 8, 7, 6, 5, 4, 2]);
    expect(ids(stored(storage))).toEqual([3, 11, 10, 9, 8, 7, 6, 5, 4, 2]);
  });

  it('given nothing asked yet, then storage is not read; load reads it', () => {
    const storage = createMemoryStorage({ [RECENTLY_VIEWED_KEY]: JSON.stringify([hotel(1), hotel(2)]) });
    const getItem = jest.spyOn(storage, 'getItem');
    const recent = createRecentlyViewedStore({ storage });
    expect(recent.store.getState().hotels).toEqual([]);
    expect(getItem).not.toHaveBeenCalled();
    recent.load();
    expect(ids(recent.store.getState().hotels)).toEqual([1, 2]);
  });

  it.each([['not json'], ['{"id":1}'], ['[null, 7, {"id":"x"}]'], [JSON.stringify({ hotels: [hotel(1)] })]])(
    'given foreign or broken data %p in storage, then an empty list and recording starts a good one',
    (value) => {
      const storage = createMemoryStorage({ [RECENTLY_VIEWED_KEY]: value });
      const recent = createRecentlyViewedStore({ storage });
      recent.load();
      expect(recent.store.getState().hotels).toEqual([]);
      recent.record(hotel(5));
      expect(ids(stored(storage))).toEqual([5]);
    },
  );

  it('given another tab recorded a hotel meanwhile, then recording keeps both', () => {
    const storage = createMemoryStorage();
    const here = createRecentlyViewedStore({ storage });
    const otherTab = createRecentlyViewedStore({ storage });
    here.record(hotel(1));
    otherTab.record(hotel(2));
    here.record(hotel(3));
    expect(ids(here.store.getState().hotels)).toEqual([3, 2, 1]);
  });

  it('given storage that throws, then the list still works in memory for the page', () => {
    const recent = createRecentlyViewedStore({ storage: throwingStorage });
    expect(() => recent.load()).not.toThrow();
    recent.record(hotel(1));
    recent.record(hotel(2));
    expect(ids(recent.store.getState().hotels)).toEqual([2, 1]);
    recent.clear();
    expect(recent.store.getState().hotels).toEqual([]);
  });

  it('given clear, then the store is empty and the key is gone from storage', () => {
    const storage = createMemoryStorage();
    const recent = createRecentlyViewedStore({ storage });
    recent.record(hotel(1));
    recent.clear();
    expect(recent.store.getState().hotels).toEqual([]);
    expect(storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });
});

describe('platform.recentlyViewed', () => {
  it('given a test platform seeded with a list, then its recentlyViewed store reads it', () => {
    const platform = createTestPlatform({ storage: { [RECENTLY_VIEWED_KEY]: JSON.stringify([hotel(9)]) } });
    platform.recentlyViewed.load();
    expect(ids(platform.recentlyViewed.store.getState().hotels)).toEqual([9]);
  });

  it('given no usable storage (a webview), then the list is never put in a cookie', () => {
    const platform = createPlatform({ storage: null });
    platform.recentlyViewed.record(hotel(1));
    expect(platform.cookies.get(RECENTLY_VIEWED_KEY)).toBeNull();
    expect(ids(platform.recentlyViewed.store.getState().hotels)).toEqual([1]);
    platform.dispose();
  });
});
