import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import type { SortOrder } from '@nivaas/state';

/**
 * A list in the session's sort order by check-in day (upcoming 'asc': soonest first; past 'desc': latest first),
 * then by order id so equal days keep one order. The API already answers in this order; sorting again keeps the
 * list right when pages arrive out of step (a booking made meanwhile shifts a page).
 */
export function sortBookings(list: readonly BookingHistoryItem[], order: SortOrder): BookingHistoryItem[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...list].sort(
    (a, b) =>
      sign * (a.checkin_date < b.checkin_date ? -1 : a.checkin_date > b.checkin_date ? 1 : 0) ||
      a.order_id.localeCompare(b.order_id),
  );
}

/** One entry per order id: the first seen wins (a later page may repeat a booking that moved). */
export function uniqueBookings(list: readonly BookingHistoryItem[]): BookingHistoryItem[] {
  const seen = new Set<string>();
  return list.filter((b) => (seen.has(b.order_id) ? false : (seen.add(b.order_id), true)));
}
