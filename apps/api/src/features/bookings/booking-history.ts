import type { Locale } from '@nivaas/i18n';
import { todayInKolkata } from '@nivaas/domain';
import { isHiddenUpcomingBooking } from '@nivaas/domain/booking';
import type { BookingHistoryResponse } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { ownedBySql, type BookingRow, type BookingViewer } from '../payments';
import { releaseExpiredHolds } from '../../inventory/pending-holds';
import { bookingHistoryItem } from './booking-view';

/** Statuses that no longer hold a stay: listed under context.previous whatever the dates. */
const ENDED = new Set(['CANCEL', 'EXPIRED']);

export interface HistoryPage {
  readonly page: number;
  readonly limit: number;
  readonly list?: 'upcoming' | 'previous';
}

/**
 * The user's bookings as two lists, each sorted and paged on its own: upcoming (live and not checked
 * out before today in Asia/Kolkata, soonest check-in first) and previous (the rest, latest check-in
 * first). Upcoming OTA entries with a part-payment amount but no payment link are dropped before
 * paging (docs/rules.md 4, the client's own predicate), so every page is full and the totals are exact.
 * The user's bookings are those of their account and those confirmed with the phone they proved by OTP
 * (booking-owner.ts), each once. A user has tens of bookings, not thousands: one query, split and paged in memory.
 */
export async function bookingHistory(
  ctx: AppContext,
  catalogue: Catalogue,
  viewer: BookingViewer,
  { page, limit, list }: HistoryPage,
  locale: Locale = 'en-IN',
): Promise<BookingHistoryResponse> {
  await releaseExpiredHolds(ctx);
  const rows = await ctx.db.query<BookingRow>(
    `SELECT * FROM bookings WHERE ${ownedBySql(1, 2)} ORDER BY checkin DESC, created_at DESC, order_id`,
    [viewer.userId, viewer.phone],
  );
  const today = todayInKolkata(ctx.now());
  const items = rows.map((b) => ({ b, item: bookingHistoryItem(catalogue, b, today, locale) }));
  const upcoming = items
    .filter(({ b }) => !ENDED.has(b.status) && b.checkout >= today)
    .map((x) => x.item)
    .filter((item) => !isHiddenUpcomingBooking(item))
    .reverse();
  const previous = items.filter(({ b }) => ENDED.has(b.status) || b.checkout < today).map((x) => x.item);
  const slice = <T>(all: T[]) => all.slice((page - 1) * limit, page * limit);
  return {
    context: {
      upcoming: list === 'previous' ? [] : slice(upcoming),
      previous: list === 'upcoming' ? [] : slice(previous),
    },
    page,
    limit,
    total: upcoming.length + previous.length,
    totals: { upcoming: upcoming.length, previous: previous.length },
  };
}
