import { OFFLINE_BOOKINGS_LIMIT, type OfflineBooking } from '@nivaas/state';
import { OFFLINE_BOOKINGS_CACHE, offlinePageKey } from '../../service-worker/cache-names';
import { isOfflineBooking } from '../../service-worker/offline-booking-check';

/** The part of the browser's Cache Storage this feature uses (a fake in specs). */
export type CacheStorageLike = Pick<CacheStorage, 'open' | 'delete'>;

export interface OfflineBookings {
  /** Keeps the booking for its page's URL, replacing an older copy; at most OFFLINE_BOOKINGS_LIMIT are kept. */
  readonly save: (booking: OfflineBooking) => Promise<void>;
  /** Forgets every booking on this device. */
  readonly clear: () => Promise<void>;
}

/**
 * The offline copies of booking pages, in Cache Storage where the service worker reads them (it draws the page
 * when that URL is opened without a network). Nothing is kept where there is no Cache Storage (an old browser, a
 * private window that refuses it, a server render): the pages still work online.
 */
export function createOfflineBookings(caches: CacheStorageLike | null, origin: string): OfflineBookings {
  const save = async (booking: OfflineBooking) => {
    const key = offlinePageKey(origin, booking.pagePath);
    if (!caches || !key || !isOfflineBooking(booking)) return;
    const cache = await caches.open(OFFLINE_BOOKINGS_CACHE);
    await cache.put(
      key,
      new Response(JSON.stringify(booking), { headers: { 'content-type': 'application/json; charset=utf-8' } }),
    );
    const keys = await cache.keys();
    if (keys.length <= OFFLINE_BOOKINGS_LIMIT) return;
    const saved = await Promise.all(
      keys.map(async (request) => {
        const response = await cache.match(request);
        const body = (await response?.json().catch(() => null)) as Partial<OfflineBooking> | null;
        return { request, savedAt: typeof body?.savedAt === 'string' ? body.savedAt : '' };
      }),
    );
    saved.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
    await Promise.all(saved.slice(0, keys.length - OFFLINE_BOOKINGS_LIMIT).map(({ request }) => cache.delete(request)));
  };
  return {
    save: (booking) => save(booking).catch(() => undefined), // a full or refused storage only costs the offline copy
    clear: async () => {
      if (caches) await caches.delete(OFFLINE_BOOKINGS_CACHE).catch(() => false);
    },
  };
}
