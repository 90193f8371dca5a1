import type { OfflineBooking } from '@nivaas/state';

const isText = (value: unknown, max = 2000): value is string => typeof value === 'string' && value.length <= max;

/**
 * A booking as a remote sent it, checked before it is stored: the bus is typed, but a remote built from another
 * release may send another shape, and what is stored is drawn as a page later.
 */
export function isOfflineBooking(value: unknown): value is OfflineBooking {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Partial<OfflineBooking>;
  return (
    isText(b.pagePath) &&
    isText(b.bookingId, 40) &&
    isText(b.lang, 35) &&
    isText(b.title) &&
    isText(b.status) &&
    isText(b.savedAt, 40) &&
    typeof b.hotel === 'object' &&
    b.hotel !== null &&
    isText(b.hotel.name) &&
    isText(b.hotel.address) &&
    (b.hotel.phone === null || isText(b.hotel.phone, 40)) &&
    Array.isArray(b.details) &&
    b.details.length <= 40 &&
    b.details.every((d) => typeof d === 'object' && d !== null && isText(d.label) && isText(d.value)) &&
    typeof b.labels === 'object' &&
    b.labels !== null &&
    isText(b.labels.offlineNote) &&
    isText(b.labels.hotel) &&
    isText(b.labels.call) &&
    isText(b.labels.savedAt)
  );
}
