import type { RecentlyViewedHotel } from '@nivaas/domain/search';
import { useEffect, useSyncExternalStore } from 'react';
import { usePlatform } from '../platform/platform-context';

const NONE: readonly RecentlyViewedHotel[] = [];
const none = () => NONE;

export interface RecentlyViewedHotels {
  /** Newest first; always empty in a server render and in the render that hydrates it. */
  readonly hotels: readonly RecentlyViewedHotel[];
  readonly clear: () => void;
}

/**
 * The visitor's recently viewed hotels, for a component that lists them. They live in this
 * browser's storage, which a server render cannot see: the server snapshot is an empty list, so
 * the server HTML (which caches share between visitors) never holds them, the hydrating render
 * agrees with it, and the list fills in once mounted (read from storage in an effect).
 */
export function useRecentlyViewedHotels(): RecentlyViewedHotels {
  const { recentlyViewed } = usePlatform();
  const { store } = recentlyViewed;
  const hotels = useSyncExternalStore(store.subscribe, () => store.getState().hotels, none);
  useEffect(() => {
    recentlyViewed.load();
  }, [recentlyViewed]);
  return { hotels, clear: recentlyViewed.clear };
}

/**
 * Records a hotel as viewed once it is shown (in an effect: never during a server render). Pass
 * null while the hotel is not known; the same details are recorded once, changed details again.
 */
export function useRecordRecentlyViewedHotel(hotel: RecentlyViewedHotel | null): void {
  const { recentlyViewed } = usePlatform();
  const key = hotel ? JSON.stringify(hotel) : null;
  useEffect(() => {
    if (key !== null) recentlyViewed.record(JSON.parse(key) as RecentlyViewedHotel);
  }, [key, recentlyViewed]);
}
