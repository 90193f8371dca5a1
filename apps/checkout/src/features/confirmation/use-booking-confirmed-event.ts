import { useEffect } from 'react';
import { usePlatform, type KeyValueStorage } from '@nivaas/state';

/** Where the ids already announced are kept (the platform's storage adapter). */
export const CONFIRMED_BOOKINGS_KEY = 'nivaas_confirmed_bookings';
const KEEP = 30;

function announced(storage: KeyValueStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(CONFIRMED_BOOKINGS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Emits `booking/confirmed` on the bus once per confirmed booking: a reload, a second visit
 * from the message's link or a return from the payment page does not count it again. The ids announced are
 * kept through the storage adapter (the last 30), so analytics, wallet and history listeners hear it once.
 */
export function useBookingConfirmedEvent(bookingId: string | null): void {
  const platform = usePlatform();
  useEffect(() => {
    if (!bookingId) return;
    const seen = announced(platform.storage);
    if (seen.includes(bookingId)) return;
    platform.storage.setItem(CONFIRMED_BOOKINGS_KEY, JSON.stringify([bookingId, ...seen].slice(0, KEEP)));
    platform.bus.emit({ type: 'booking/confirmed', bookingId });
  }, [bookingId, platform]);
}
