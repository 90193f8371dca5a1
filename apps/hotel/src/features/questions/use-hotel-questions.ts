import { useState } from 'react';
import type { ResponseOf } from '@nivaas/api-client/contract';
import { QNA_PAGE_SIZE } from '@nivaas/domain';
import { useResource, type AsyncStatus } from '@nivaas/state';
import { useQuestionsApi } from './api/questions-api';

export type HotelQuestion = ResponseOf<'getHotelQuestions'>['content'][number];

interface Loaded {
  readonly items: readonly HotelQuestion[];
  readonly total: number;
  readonly pages: number;
  /** The last page came back empty: nothing more to ask for, whatever the total says. */
  readonly exhausted: boolean;
}

const NOTHING: Loaded = { items: [], total: 0, pages: 0, exhausted: false };

/** Appends a page: each question once, the total of the latest answer. */
function withPage(loaded: Loaded, page: number, answer: ResponseOf<'getHotelQuestions'>): Loaded {
  const seen = new Set(loaded.items.map((q) => q.id));
  const added = answer.content.filter((q) => !seen.has(q.id) && seen.add(q.id));
  return {
    items: [...loaded.items, ...added],
    total: Math.max(0, answer.total),
    pages: page,
    exhausted: answer.content.length === 0,
  };
}

export interface HotelQuestionsView {
  readonly status: AsyncStatus;
  readonly items: readonly HotelQuestion[];
  readonly total: number;
  readonly hasMore: boolean;
  readonly loadMore: () => void;
  readonly moreStatus: AsyncStatus;
  readonly retry: () => void;
  readonly retryMore: () => void;
}

/** A hotel's answered questions, 5 a page (docs/rules.md 9: QnA page size 5); "more" appends the next 5. */
export function useHotelQuestions(hotelId: number): HotelQuestionsView {
  const api = useQuestionsApi();
  const [loaded, setLoaded] = useState<Loaded>(NOTHING);
  const [requested, setRequested] = useState<number | null>(null);
  const ask = (page: number, signal: AbortSignal) =>
    api.getHotelQuestions({ params: { hotelId }, query: { page, limit: QNA_PAGE_SIZE } }, { signal });

  const first = useResource(`questions:${hotelId}`, async (signal) => {
    const answer = await ask(1, signal);
    if (!signal.aborted) {
      setRequested(null);
      setLoaded(withPage(NOTHING, 1, answer));
    }
    return answer;
  });
  const more = useResource(requested === null ? null : `questions:${hotelId}:page-${requested}`, async (signal) => {
    const page = requested ?? 2;
    const answer = await ask(page, signal);
    if (!signal.aborted) setLoaded((now) => withPage(now, page, answer));
    return answer;
  });

  return {
    status: first.status,
    items: loaded.items,
    total: loaded.total,
    hasMore: !loaded.exhausted && loaded.items.length < loaded.total,
    loadMore: () => setRequested(loaded.pages + 1),
    moreStatus: more.status,
    retry: first.reload,
    retryMore: more.reload,
  };
}
