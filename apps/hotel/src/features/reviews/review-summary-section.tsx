import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { reviewsPath } from '@nivaas/routes';
import { useResource } from '@nivaas/state';
import { Skeleton, StateView, Section, Stack, Heading } from '@nivaas/ui';
import { useReviewsApi } from './api/reviews-api';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import { useReviewsT } from './reviews-messages';
import { WriteReview } from './write-review';
import styles from './reviews.module.css';

export interface ReviewSummarySectionProps {
  readonly hotelId: number;
  readonly hotelName: string;
}

/** How many of the newest reviews the hotel page shows before "Read all". */
export const NEWEST_REVIEWS_SHOWN = 3;

/**
 * The hotel page's reviews: rating, count and 5..1 star bars, the newest 3 reviews, a link to every review
 * (/tripadvisor/reviews-{hotelId}/), and "Write a review" for a guest who stayed.
 */
export function ReviewSummarySection({ hotelId, hotelName }: ReviewSummarySectionProps) {
  const t = useReviewsT();
  const locale = useLocale();
  const api = useReviewsApi();
  const headingId = useId();
  const reviews = useResource(`review-summary:${hotelId}`, (signal) =>
    api.getReviews({ params: { hotelId }, query: { page: 1, limit: NEWEST_REVIEWS_SHOWN } }, { signal }),
  );
  return (
    <Section gap="lg" headingId={headingId} title={t('summary.title')}>
      <StateView
        status={reviews.status}
        loadingLabel={t('loading')}
        loading={<Skeleton variant="text" lines={4} />}
        error={{ title: t('summary.failed'), retryLabel: t('retry'), onRetry: reviews.reload }}
        headingLevel={3}
        // A section of a long page: a failure here must not pull the reader down to it.
        focusRetryOnError={false}
      >
        {() => {
          const answer = reviews.data;
          if (!answer) return null;
          const total = Math.max(0, answer.totalCount);
          return (
            <>
              <ReviewSummary summary={answer.reviewSummary} />
              {answer.userReviews.length > 0 && (
                <>
                  <Heading level={3} size="lg">
                    {t('summary.newest')}
                  </Heading>
                  <Stack as="ul" gap={4} divided>
                    {answer.userReviews.slice(0, NEWEST_REVIEWS_SHOWN).map((review) => (
                      <li key={review.id}>
                        <ReviewItem review={review} headingLevel={4} />
                      </li>
                    ))}
                  </Stack>
                </>
              )}
              {total > 0 && (
                <Link to={reviewsPath(hotelId)} className={styles['link']}>
                  {t('summary.seeAll', { count: total, n: formatNumber(total, locale) })}
                </Link>
              )}
            </>
          );
        }}
      </StateView>
      <WriteReview hotelId={hotelId} hotelName={hotelName} />
    </Section>
  );
}
