import type { Subscription } from 'rxjs';
import type { EventBus } from '@nivaas/state';
import type { OfflineBookings } from './offline-bookings';

/**
 * Keeps each booking a screen shows (`booking/seen`) for the offline page, and forgets them all when the session
 * ends (logout, or a 401 that clears it): nothing personal stays on the device for the next person.
 */
export function startOfflineBookings(bus: EventBus, bookings: OfflineBookings): () => void {
  const subscriptions: Subscription[] = [
    bus.on('booking/seen').subscribe(({ booking }) => void bookings.save(booking)),
    bus.on('auth/changed').subscribe(({ isAuthenticated }) => {
      if (!isAuthenticated) void bookings.clear();
    }),
  ];
  return () => subscriptions.forEach((s) => s.unsubscribe());
}
