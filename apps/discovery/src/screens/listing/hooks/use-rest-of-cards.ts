import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { ListingResults } from '../data/listing-types';

type Cards = ListingResults['cards'];

/** Asks for the cards of these hotels (a listing's search, priced for its stay). */
export type FetchCards = (ids: readonly number[], signal: AbortSignal) => Promise<Cards>;

/** Whether every hotel has its card: `loading` until the rest arrives, `failed` (with `retry`) if it did not. */
export type CardsStatus = 'complete' | 'loading' | 'failed';

export interface RestOfCards {
  readonly cards: Cards;
  readonly status: CardsStatus;
  /** The list shows a hotel without its card: ask for the others now (once; `retry` asks again after a failure). */
  readonly request: () => void;
  readonly retry: () => void;
}

interface Rest {
  readonly cards: Cards | null;
  readonly failed: boolean;
  /** 0 until the list needs a card it lacks; each retry adds one. */
  readonly attempt: number;
}

/**
 * The cards of every hotel of the results. A server-drawn page carries the first cards only (`partialCards`): the
 * other hotels' cards are asked for in one go (fetchListingCards: the hotels already shown are not priced again)
 * when the list first needs one, that is when the visitor scrolls toward the end of the first cards, filters or
 * sorts; a visitor who reads the first cards and taps one is not charged for them. Until they arrive a hotel without
 * its card is a placeholder in the list; a failure offers Retry there.
 */
export function useRestOfCards(results: ListingResults, fetchCards: FetchCards | undefined): RestOfCards {
  const [rest, setRest] = useState<Rest>({ cards: null, failed: false, attempt: 0 });
  const wanted = !!results.partialCards && !!fetchCards;
  const { attempt } = rest;
  useEffect(() => {
    if (!wanted || !fetchCards || attempt === 0) return undefined;
    const missing = results.rows.map((row) => row.id).filter((id) => !results.cards[id]);
    if (missing.length === 0) return undefined;
    const controller = new AbortController();
    fetchCards(missing, controller.signal).then(
      (cards) => {
        // A transition: the new cards are drawn in slices React can interrupt, not in one long task a tap waits on.
        if (!controller.signal.aborted) startTransition(() => setRest({ cards, failed: false, attempt }));
      },
      () => {
        if (!controller.signal.aborted) setRest({ cards: null, failed: true, attempt });
      },
    );
    return () => controller.abort();
  }, [wanted, fetchCards, results, attempt]);

  const cards = useMemo(() => (rest.cards ? { ...results.cards, ...rest.cards } : results.cards), [results, rest]);
  const status: CardsStatus = !wanted || rest.cards ? 'complete' : rest.failed ? 'failed' : 'loading';
  const request = useCallback(() => setRest((r) => (r.attempt === 0 ? { ...r, attempt: 1 } : r)), []);
  const retry = useCallback(() => setRest((r) => ({ cards: null, failed: false, attempt: r.attempt + 1 })), []);
  return { cards, status, request, retry };
}
