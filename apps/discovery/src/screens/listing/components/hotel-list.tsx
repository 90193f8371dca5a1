import { Button, Skeleton, useIsClient, Stack } from '@nivaas/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { HotelCardView } from '../data/listing-types';
import type { ListingT } from '../i18n/listing-messages';
import { ListingHotelCard } from './listing-hotel-card';
import styles from './listing.module.css';

import { LIST_PAGE } from '../logic/opening-state';
import type { CardsStatus } from '../hooks/use-rest-of-cards';

export { LIST_PAGE };
/** Cards whose first photo loads eagerly with high priority: what a phone shows above the fold. */
export const PRIORITY_CARDS = 2;
/** The ad slot comes after this many hotels: never before the first results, which are what was searched for. */
export const AD_AFTER = 5;

// The ad and its content call are a chunk of their own, fetched once the list is in the browser.
const ListingAd = lazy(() => import(/* webpackChunkName: "listing-ad" */ '../ad/listing-ad'));

export interface HotelListProps {
  readonly t: ListingT;
  readonly ids: readonly number[];
  readonly cards: Readonly<Record<number, HotelCardView>>;
  /**
   * `loading` while the cards a server-drawn page did not carry are on their way (a placeholder stands for each),
   * `failed` when they could not be had (Retry, once, where the first one would be).
   */
  readonly cardsStatus?: CardsStatus;
  readonly onRetryCards?: () => void;
  /** Called when the list shows a hotel whose card is not there yet: the cards are asked for then, not before. */
  readonly onNeedCards?: () => void;
  /** Cards of the first page (LIST_PAGE; a server-drawn first view, the cards it carries). */
  readonly firstPage?: number;
  readonly siteQuery: string;
  readonly numberFormat: Intl.NumberFormat;
  readonly onOpen: (hotelId: number) => void;
  /** At least this many cards at first (coming back to a scrolled list). */
  readonly initialCount?: number;
  /** Reports how many cards are on the page (kept for the way back). */
  readonly onRendered?: (count: number) => void;
  /** The listing's path: the ad slot after the fifth hotel leaves out an ad for this very listing. */
  readonly pathname?: string;
}

/**
 * The hotels, rendered progressively: a first page, then more as the end of the list nears
 * (an IntersectionObserver well ahead of the viewport); off-screen cards skip layout and paint
 * (content-visibility). Without IntersectionObserver every card is rendered.
 */
export function HotelList({
  t,
  ids,
  cards,
  cardsStatus = 'complete',
  onRetryCards,
  onNeedCards,
  firstPage = LIST_PAGE,
  siteQuery,
  numberFormat,
  onOpen,
  initialCount = 0,
  onRendered,
  pathname,
}: HotelListProps) {
  const [page, setPage] = useState({ ids, count: Math.max(firstPage, initialCount) });
  // New results (a filter, a sort) start from the first page again.
  const current = page.ids === ids ? page : { ids, count: LIST_PAGE };
  if (current !== page) setPage(current);
  // The first page on the server and in the hydrating render alike; a browser without IntersectionObserver gets
  // every card from its first render of its own.
  const client = useIsClient();
  const observable = !client || typeof IntersectionObserver !== 'undefined';
  const count = observable ? Math.min(current.count, ids.length) : ids.length;
  const sentinel = useRef<HTMLLIElement>(null);

  useEffect(() => {
    onRendered?.(count);
  }, [count, onRendered]);

  const shown = ids.slice(0, count);
  const showsMissing = client && cardsStatus !== 'complete' && shown.some((id) => !cards[id]);
  useEffect(() => {
    if (showsMissing) onNeedCards?.();
  }, [showsMissing, onNeedCards]);
  // The next page's cards are not here yet: it is added only once the end of the list is half a screen away, so a
  // visitor who reads the first cards is not charged for the rest; loaded cards come well ahead (1200 px).
  const nextMissing = cardsStatus !== 'complete' && ids.slice(count, count + LIST_PAGE).some((id) => !cards[id]);

  useEffect(() => {
    const target = sentinel.current;
    // The hydrating render counts as observable (the server's first page): a browser without the API stops here.
    if (!observable || typeof IntersectionObserver === 'undefined' || !target || count >= ids.length) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setPage((p) => ({ ids: p.ids, count: p.count + LIST_PAGE }));
      },
      { rootMargin: nextMissing ? '0px 0px 50% 0px' : '1200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [observable, count, ids.length, nextMissing]);

  const firstMissing = cardsStatus === 'complete' ? -1 : shown.findIndex((id) => !cards[id]);
  return (
    <Stack as="ul" gap={4} aria-label={t('results.label')}>
      {shown.map((id, index) => {
        const hotel = cards[id];
        const card = hotel ? (
          <li key={id} className={index < LIST_PAGE ? undefined : styles.item}>
            {/* Each server-drawn card is hydrated on its own, in a pass React can interrupt (nothing suspends). */}
            <Suspense fallback={null}>
              <ListingHotelCard
                t={t}
                hotel={hotel}
                siteQuery={siteQuery}
                priority={index < PRIORITY_CARDS}
                numberFormat={numberFormat}
                onOpen={onOpen}
              />
            </Suspense>
          </li>
        ) : (
          <MissingCard
            key={id}
            t={t}
            status={cardsStatus}
            client={client}
            first={index === firstMissing}
            {...(onRetryCards ? { onRetry: onRetryCards } : {})}
          />
        );
        // The ad is the browser's only (the server's HTML and the hydrating render are the hotels alone).
        return client && pathname !== undefined && index === AD_AFTER - 1 && ids.length > AD_AFTER
          ? [
              card,
              <li key="ad" className={styles.adSlot}>
                <Suspense fallback={null}>
                  <ListingAd pathname={pathname} />
                </Suspense>
              </li>,
            ]
          : card;
      })}
      {count < ids.length && (
        <li ref={sentinel} className={styles.sentinel} aria-hidden="true">
          {t('list.more')}
        </li>
      )}
    </Stack>
  );
}

/**
 * A hotel whose card has not arrived: a placeholder of a card's shape while it loads (in the browser only: the
 * server's HTML ends its list with the cards it carries, and the "loading more" line); when it could not be had,
 * the first such place says so with Retry and the others are left out.
 */
function MissingCard({
  t,
  status,
  client,
  first,
  onRetry,
}: {
  readonly t: ListingT;
  readonly status: CardsStatus;
  readonly client: boolean;
  readonly first: boolean;
  readonly onRetry?: () => void;
}) {
  if (status === 'loading') {
    if (!client) return null;
    return (
      <Stack as="li" gap={2} aria-hidden="true" className={styles.missingCard}>
        <Skeleton variant="rect" width="100%" className={styles.skeletonImage} />
        <Skeleton lines={3} />
      </Stack>
    );
  }
  if (status !== 'failed' || !first) return null;
  return (
    <li className={styles.cardsFailed}>
      <p role="alert">{t('list.cards-failed')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      )}
    </li>
  );
}
