import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { hotelPath, type ScreenProps } from '@nivaas/routes';
import { Button, EmptyState, Skeleton, StateView, Section, Page, Text, PageHeading, Stack } from '@nivaas/ui';
import { ReviewItem, ReviewSummary, useHotelReviews, useReviewsT, WriteReview } from '../../features/reviews';
import type { ReviewsScreenData } from './load-reviews-screen';
import styles from './reviews-screen.module.css';

/**
 * /tripadvisor/reviews-{hotelId}/: the hotel's summary, then its reviews 10 at a time; "Show more reviews"
 * appends the next 10 and says when every review is shown. A failed first page offers Retry; a failed
 * "more" keeps the list and offers to try again.
 */
export default function ReviewsScreen({ data }: ScreenProps<ReviewsScreenData>) {
  const t = useReviewsT();
  const locale = useLocale();
  const { hotelId, hotelName, citySlug } = data;
  const view = useHotelReviews(hotelId);
  const summaryId = useId();
  const listId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  // How many reviews were shown when "Show more" was pressed: the first new one takes focus when they come,
  // so the reader goes on reading where the list grew (the button itself was busy and lost focus).
  const shownBefore = useRef<number | null>(null);
  const { hotelUserReviews, totalCount, reviewSummary } = view.reviews;

  useEffect(() => {
    if (view.moreStatus !== 'success' || shownBefore.current === null) return;
    const first = listRef.current?.children.item(shownBefore.current) as HTMLElement | null | undefined;
    shownBefore.current = null;
    first?.focus();
  }, [view.moreStatus, hotelUserReviews.length]);

  const total = Math.max(totalCount, hotelUserReviews.length);
  return (
    <Page width="full">
      <Link to={hotelPath({ citySlug, hotelName, hotelId })} className={styles['back']}>
        <span aria-hidden="true">←&nbsp;</span>
        {t('page.back', { hotel: hotelName })}
      </Link>
      <PageHeading size="2xl">{t('page.title', { hotel: hotelName })}</PageHeading>
      <StateView
        status={view.status}
        loadingLabel={t('loading')}
        loading={<Skeleton variant="text" lines={8} />}
        error={{ title: t('page.failed'), retryLabel: t('retry'), onRetry: view.retry }}
        headingLevel={2}
      >
        {() => (
          <>
            <Section headingId={summaryId} title={t('summary.title')}>
              {reviewSummary && <ReviewSummary summary={reviewSummary} />}
              <WriteReview hotelId={hotelId} hotelName={hotelName} />
            </Section>
            {hotelUserReviews.length === 0 ? (
              <EmptyState title={t('page.empty.title')} description={t('page.empty.body')} />
            ) : (
              <Section headingId={listId} title={t('page.list')}>
                <Text muted size="sm" role="status">
                  {t('page.showing', {
                    count: total,
                    n: formatNumber(total, locale),
                    shown: formatNumber(hotelUserReviews.length, locale),
                  })}
                </Text>
                <Stack as="ol" ref={listRef} gap={4} divided className={styles['list']} aria-labelledby={listId}>
                  {hotelUserReviews.map((review) => (
                    <li key={review.id} tabIndex={-1}>
                      <ReviewItem review={review} />
                    </li>
                  ))}
                </Stack>
                {view.moreStatus === 'error' && (
                  <div className={styles['moreFailed']} role="alert">
                    <span>{t('page.moreFailed')}</span>
                    <Button variant="outline" onClick={view.retryMore}>
                      {t('retry')}
                    </Button>
                  </div>
                )}
                {view.hasMore ? (
                  view.moreStatus !== 'error' && (
                    <Button
                      variant="outline"
                      fullWidth
                      loading={view.moreStatus === 'loading'}
                      loadingLabel={t('page.loadingMore')}
                      onClick={() => {
                        shownBefore.current = hotelUserReviews.length;
                        view.loadMore();
                      }}
                    >
                      {t('page.more')}
                    </Button>
                  )
                ) : (
                  <Text muted size="sm">
                    {t('page.end')}
                  </Text>
                )}
              </Section>
            )}
          </>
        )}
      </StateView>
    </Page>
  );
}
