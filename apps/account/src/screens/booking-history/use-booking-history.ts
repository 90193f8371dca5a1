import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingHistoryItem, BookingHistoryResponse } from '@nivaas/api-client/contract';
import { splitBookingHistory } from '@nivaas/domain/booking';
import { usePlatform, useResource, useSignedIn, useStore, type AsyncStatus } from '@nivaas/state';
import { useBookingHistoryApi } from './booking-history-api';
import { sortBookings, uniqueBookings } from './sort-bookings';

/** Bookings asked for per page of each list. */
export const HISTORY_PAGE_SIZE = 10;

export type HistoryList = 'upcoming' | 'previous';

interface MorePages {
  /** The first page these pages follow: a new first page (reload, another member) starts over. */
  readonly base: BookingHistoryResponse | undefined;
  readonly items: Readonly<Record<HistoryList, readonly BookingHistoryItem[]>>;
  readonly page: Readonly<Record<HistoryList, number>>;
  readonly status: Readonly<Record<HistoryList, AsyncStatus>>;
}

const startOver = (base: BookingHistoryResponse | undefined): MorePages => ({
  base,
  items: { upcoming: [], previous: [] },
  page: { upcoming: 1, previous: 1 },
  status: { upcoming: 'idle', previous: 'idle' },
});

export interface BookingHistoryView {
  readonly signedIn: boolean;
  /** The first page's status: the screen's loading, error and content. */
  readonly status: AsyncStatus;
  readonly reload: () => void;
  /** What is shown (docs/rules.md 4's hidden entries left out), each list in its sort order. */
  readonly upcoming: readonly BookingHistoryItem[];
  readonly past: readonly BookingHistoryItem[];
  /** Bookings in each whole list, as the API counts them. */
  readonly totals: Readonly<Record<HistoryList, number>>;
  readonly hasMore: Readonly<Record<HistoryList, boolean>>;
  readonly moreStatus: Readonly<Record<HistoryList, AsyncStatus>>;
  /** Loads the next page of one list only. */
  readonly loadMore: (list: HistoryList) => void;
}

/**
 * The signed-in member's bookings: the first page of both lists through useResource, then "show more" per list
 * (getBookingHistory with `list`, so the other list is not loaded again). Pages and the loading flag are kept in
 * the session store's bookingHistory (docs/rules.md 3), keyed `{list}:{page}`.
 */
export function useBookingHistory(): BookingHistoryView {
  const api = useBookingHistoryApi();
  const { session } = usePlatform();
  const order = useStore(session.store, (s) => s.bookingHistory);
  const controllers = useRef(new Set<AbortController>());
  const abortMore = useCallback(() => {
    for (const controller of controllers.current) controller.abort();
    controllers.current.clear();
  }, []);
  // Sign-in loads the list (the key appears); sign-out or a 401 ends the session: pages on their way are dropped.
  const signedIn = useSignedIn(abortMore);
  const userId = useStore(session.store, (s) => s.profile?.userId ?? '');

  const first = useResource(signedIn ? `booking-history|${userId}` : null, async (signal) => {
    session.setBookingHistoryLoading(true);
    try {
      const answer = await api.getBookingHistory({ body: { page: 1, limit: HISTORY_PAGE_SIZE } }, { signal });
      session.setBookingHistoryPage('upcoming:1', answer.context.upcoming);
      session.setBookingHistoryPage('previous:1', answer.context.previous);
      return answer;
    } finally {
      session.setBookingHistoryLoading(false);
    }
  });
  const [stored, setMore] = useState<MorePages>(() => startOver(first.data));
  const more = stored.base === first.data ? stored : startOver(first.data);
  useEffect(() => abortMore, [abortMore]);

  const base = first.data;
  const loaded = (list: HistoryList) => (base?.context[list].length ?? 0) + more.items[list].length;
  const totals = base?.totals ?? { upcoming: 0, previous: 0 };

  const loadMore = (list: HistoryList) => {
    if (!base || more.status[list] === 'loading') return;
    const page = more.page[list] + 1;
    const controller = new AbortController();
    controllers.current.add(controller);
    const set = (change: (m: MorePages) => MorePages) =>
      setMore((current) => change(current.base === base ? current : startOver(base)));
    set((m) => ({ ...m, status: { ...m.status, [list]: 'loading' } }));
    session.setBookingHistoryLoading(true);
    api
      .getBookingHistory({ body: { page, limit: HISTORY_PAGE_SIZE, list } }, { signal: controller.signal })
      .then(
        (answer) => {
          session.setBookingHistoryPage(`${list}:${page}`, answer.context[list]);
          set((m) => ({
            ...m,
            items: { ...m.items, [list]: [...m.items[list], ...answer.context[list]] },
            page: { ...m.page, [list]: page },
            status: { ...m.status, [list]: 'success' },
          }));
        },
        () => {
          if (!controller.signal.aborted) set((m) => ({ ...m, status: { ...m.status, [list]: 'error' } }));
        },
      )
      .finally(() => {
        controllers.current.delete(controller);
        session.setBookingHistoryLoading(false);
      });
  };

  const split = splitBookingHistory({
    upcoming: uniqueBookings([...(base?.context.upcoming ?? []), ...more.items.upcoming]),
    previous: uniqueBookings([...(base?.context.previous ?? []), ...more.items.previous]),
  });

  return {
    signedIn,
    status: base ? 'success' : first.status,
    reload: first.reload,
    upcoming: sortBookings(split.upcoming, order.upcomingSortOrder),
    past: sortBookings(split.past, order.pastSortOrder),
    totals,
    hasMore: { upcoming: loaded('upcoming') < totals.upcoming, previous: loaded('previous') < totals.previous },
    moreStatus: more.status,
    loadMore,
  };
}
