import { castDraft } from 'immer';
import { addRecentlyViewedHotel, readRecentlyViewedHotels, type RecentlyViewedHotel } from '@nivaas/domain/search';
import type { KeyValueStorage } from '../adapters/key-value-storage';
import { createStore, type Store } from '../store/create-store';

/** Where the list is kept in storage. */
export const RECENTLY_VIEWED_KEY = 'nivaas_recently_viewed_hotels';

export interface RecentlyViewedState {
  /** At most 10, newest first, one per hotel. */
  readonly hotels: readonly RecentlyViewedHotel[];
}

export const INITIAL_RECENTLY_VIEWED: RecentlyViewedState = { hotels: [] };

export interface RecentlyViewedStore {
  readonly store: Store<RecentlyViewedState>;
  /** Reads the stored list again (another tab may have added to it). */
  readonly load: () => void;
  /** The hotel page calls it once the hotel is shown: first in the list, stored. */
  readonly record: (hotel: RecentlyViewedHotel) => void;
  /** Forgets every recently viewed hotel, in the store and in storage. */
  readonly clear: () => void;
}

/**
 * Recently viewed hotels over a key-value storage. Storage is read entry by entry
 * (`readRecentlyViewedHotels`: bad or foreign JSON is dropped, never a crash) and a storage that
 * throws (full, private mode) leaves the list in memory for the page's life. Nothing is read
 * until asked: a server render or a page that never shows the list never touches storage.
 */
export function createRecentlyViewedStore({ storage }: { storage: KeyValueStorage }): RecentlyViewedStore {
  const store = createStore<RecentlyViewedState>(INITIAL_RECENTLY_VIEWED);
  const read = (): RecentlyViewedHotel[] => {
    try {
      return readRecentlyViewedHotels(JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]'));
    } catch {
      return [...store.getState().hotels];
    }
  };
  const write = (hotels: readonly RecentlyViewedHotel[]) => {
    try {
      if (hotels.length) storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(hotels));
      else storage.removeItem(RECENTLY_VIEWED_KEY);
    } catch {
      // Storage refused (quota, private mode): the list lives on in memory for this page.
    }
  };
  const set = (hotels: readonly RecentlyViewedHotel[]) => store.update((d) => void (d.hotels = castDraft(hotels)));
  return {
    store,
    load: () => set(read()),
    record: (hotel) => {
      const hotels = addRecentlyViewedHotel(read(), hotel);
      write(hotels);
      set(hotels);
    },
    clear: () => {
      write([]);
      set([]);
    },
  };
}
