/** @jest-environment node */
import { createEventBus, OFFLINE_BOOKINGS_LIMIT } from '@nivaas/state';
import { OFFLINE_BOOKINGS_CACHE } from '../../service-worker/cache-names';
import { createMemoryCacheStorage } from '../../service-worker/testing/memory-cache-storage';
import { offlineBooking } from '../../service-worker/testing/offline-booking-fixture';
import { createOfflineBookings } from './offline-bookings';
import { startOfflineBookings } from './start-offline-bookings';

const origin = 'https://www.nivaas.example';

async function saved(caches: CacheStorage) {
  const cache = await caches.open(OFFLINE_BOOKINGS_CACHE);
  return Promise.all(
    (await cache.keys()).map(async (key) => ({ url: key.url, body: await (await cache.match(key))?.json() })),
  );
}

describe('offline copies of booking pages', () => {
  it('keeps a booking under its page URL (query kept, fragment dropped), replacing an older copy', async () => {
    const caches = createMemoryCacheStorage();
    const bookings = createOfflineBookings(caches, origin);
    await bookings.save(
      offlineBooking({ pagePath: '/confirmation/NV1234/?t=token-1#pay-balance', status: 'Payment pending' }),
    );
    await bookings.save(offlineBooking({ pagePath: '/confirmation/NV1234/?t=token-1', status: 'Confirmed' }));
    const all = await saved(caches);
    expect(all).toHaveLength(1);
    expect(all[0]?.url).toBe(`${origin}/confirmation/NV1234/?t=token-1`);
    expect(all[0]?.body.status).toBe('Confirmed');
  });

  it('keeps nothing for a path of another site or a booking of the wrong shape', async () => {
    const caches = createMemoryCacheStorage();
    const bookings = createOfflineBookings(caches, origin);
    await bookings.save(offlineBooking({ pagePath: '//evil.example/confirmation/1/' }));
    await bookings.save(offlineBooking({ pagePath: 'https://evil.example/' }));
    await bookings.save({ ...offlineBooking(), hotel: null } as never);
    await bookings.save({ ...offlineBooking(), details: [{ label: 1, value: 'x' }] } as never);
    expect(await saved(caches)).toEqual([]);
  });

  it(`keeps the ${OFFLINE_BOOKINGS_LIMIT} most recently seen`, async () => {
    const caches = createMemoryCacheStorage();
    const bookings = createOfflineBookings(caches, origin);
    for (let i = 0; i <= OFFLINE_BOOKINGS_LIMIT; i += 1) {
      const at = new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString();
      await bookings.save(
        offlineBooking({ pagePath: `/account/booking-history/NV${i}/`, bookingId: `NV${i}`, savedAt: at }),
      );
    }
    const ids = (await saved(caches)).map(({ body }) => body.bookingId);
    expect(ids).toHaveLength(OFFLINE_BOOKINGS_LIMIT);
    expect(ids).not.toContain('NV0');
    expect(ids).toContain(`NV${OFFLINE_BOOKINGS_LIMIT}`);
  });

  it('works as a no-op where the browser has no Cache Storage, and a refused write costs only the copy', async () => {
    await expect(createOfflineBookings(null, origin).save(offlineBooking())).resolves.toBeUndefined();
    const refusing = { open: async () => Promise.reject(new Error('QuotaExceededError')), delete: async () => true };
    await expect(createOfflineBookings(refusing, origin).save(offlineBooking())).resolves.toBeUndefined();
  });
});

describe('startOfflineBookings', () => {
  it('keeps what a screen shows and forgets every copy when the session ends', async () => {
    const caches = createMemoryCacheStorage();
    const bus = createEventBus();
    const bookings = createOfflineBookings(caches, origin);
    const saves: Promise<void>[] = [];
    const stop = startOfflineBookings(bus, {
      save: (booking) => {
        const done = bookings.save(booking);
        saves.push(done);
        return done;
      },
      clear: bookings.clear,
    });
    bus.emit({ type: 'booking/seen', booking: offlineBooking() });
    await Promise.all(saves);
    expect(await saved(caches)).toHaveLength(1);

    bus.emit({ type: 'auth/changed', isAuthenticated: true, userId: 'u1' });
    expect(caches.names()).toContain(OFFLINE_BOOKINGS_CACHE);
    bus.emit({ type: 'auth/changed', isAuthenticated: false });
    await new Promise((resolve) => setImmediate(resolve));
    expect(caches.names()).not.toContain(OFFLINE_BOOKINGS_CACHE);

    stop();
    bus.emit({ type: 'booking/seen', booking: offlineBooking() });
    expect(saves).toHaveLength(1);
  });
});
