import { formatShortDate, parseDay } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { RatingBadge, Text, Stack } from '@nivaas/ui';
import type { UserReview } from './api/review-types';
import { useReviewsT } from './reviews-messages';
import styles from './reviews.module.css';

export interface ReviewItemProps {
  readonly review: UserReview;
  /** The title's heading level, to fit the page outline. */
  readonly headingLevel?: 3 | 4;
}

/**
 * One guest review. Title, text and name were written by people: they are rendered as React text, never
 * as HTML, so `<img onerror=...>` shows as those characters, in the guest's own language, never translated
 * (`data-guest-text`, which the e2e language check leaves out; `dir="auto"` for a review in a right-to-left script).
 */
export function ReviewItem({ review, headingLevel = 3 }: ReviewItemProps) {
  const t = useReviewsT();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const day = parseDay(review.date, 'YYYY-MM-DD');
  const date = day ? formatShortDate(day, locale) : review.date;
  const rating = Number.isFinite(review.rating) ? Math.min(5, Math.max(0, review.rating)) : 0;
  return (
    <Stack as="article" gap={2}>
      <div className={styles['reviewHead']}>
        {review.title.trim() && (
          <Heading className={styles['reviewTitle']} dir="auto" data-guest-text="">
            {review.title}
          </Heading>
        )}
        <RatingBadge rating={rating} size="sm" />
      </div>
      <p className={styles['reviewText']} dir="auto" data-guest-text="">
        {review.text}
      </p>
      <Text muted size="sm">
        {t('review.by', { user: review.user, date })}
      </Text>
    </Stack>
  );
}
