import { startTransition, useEffect, useMemo, useState } from 'react';
import { browserWindow } from '@nivaas/state';
import type { ListingResults } from '../data/listing-types';

type Cards = ListingResults['cards'];

/** Asks for the cards of these hotels (a listing's search, priced for its stay). */
export type FetchCards = (ids: readonly number[], signal: AbortSignal) => Promise<Cards>;

/** Whether every hotel has its card: `loading` until the rest arrives, `failed` (with `retry`) if it did not. */
export type CardsStatus = 'complete' | 'loading' | 'failed';

export interface RestOfCards {
  readonly cards: Cards;
  readonly status: CardsStatus;
  readonly retry: () => void;
}

/** Runs `task` when the browser is idle (at most `timeout` ms later), so hydration's work goes first. */
function whenIdle(task: () => void, timeout: number): () => void {
  const win = browserWindow();
  if (win && typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * The cards of every hotel of the results. A server-drawn page carries the first page's only (`partialCards`):
 * once the page is the browser's and the main thread is idle, the other hotels' cards are asked for in one go
 * (fetchListingCards: the hotels already shown are not priced again). Until they arrive a hotel without its card
 * is a placeholder in the list; a failure offers Retry there.
 */
export function useRestOfCards(results: ListingResults, fetchCards: FetchCards | undefined): RestOfCards {
  const [rest, setRest] = useState<{
    readonly cards: Cards | null;
    readonly failed: boolean;
    readonly attempt: number;
  }>({ cards: null, failed: false, attempt: 0 });
  const wanted = !!results.partialCards && !!fetchCards;
  const { attempt } = rest;
  useEffect(() => {
    if (!wanted || !fetchCards) return undefined;
    const missing = results.rows.map((row) => row.id).filter((id) => !results.cards[id]);
    if (missing.length === 0) return undefined;
    const controller = new AbortController();
    const cancel = whenIdle(() => {
      fetchCards(missing, controller.signal).then(
        (cards) => {
          // A transition: the new cards are drawn in slices React can interrupt, not in one long task a tap waits on.
          if (!controller.signal.aborted) startTransition(() => setRest({ cards, failed: false, attempt }));
        },
        () => {
          if (!controller.signal.aborted) setRest({ cards: null, failed: true, attempt });
        },
      );
    }, 2_000);
    return () => {
      cancel();
      controller.abort();
    };
  }, [wanted, fetchCards, results, attempt]);

  const cards = useMemo(() => (rest.cards ? { ...results.cards, ...rest.cards } : results.cards), [results, rest]);
  const status: CardsStatus = !wanted || rest.cards ? 'complete' : rest.failed ? 'failed' : 'loading';
  const retry = useMemo(() => () => setRest((r) => ({ cards: null, failed: false, attempt: r.attempt + 1 })), []);
  return { cards, status, retry };
}
