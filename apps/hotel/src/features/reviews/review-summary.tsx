import { formatNumber } from '@nivaas/domain';
import { ratingDistribution, type ReviewSummary as Summary } from '@nivaas/domain/hotel';
import { useLocale } from '@nivaas/i18n';
import { RatingBadge, Stack, VisuallyHidden, Text } from '@nivaas/ui';
import { useReviewsT } from './reviews-messages';
import styles from './reviews.module.css';

export interface ReviewSummaryProps {
  readonly summary: Summary;
}

/**
 * A hotel's rating, its count and the 5..1 star bars. Each bar is drawn for the eye and read as one
 * sentence ("5 stars: 10 reviews, 50%"), so a screen reader hears the numbers, not empty boxes.
 */
export function ReviewSummary({ summary }: ReviewSummaryProps) {
  const t = useReviewsT();
  const locale = useLocale();
  const count = Math.max(0, Math.floor(summary.count) || 0);
  const bars = ratingDistribution(summary.distribution);
  const rating = Number.isFinite(summary.rating) ? Math.min(5, Math.max(0, summary.rating)) : 0;
  return (
    <Stack gap={3}>
      {count === 0 ? (
        <Text muted size="sm">
          {t('summary.count', { count, n: formatNumber(count, locale) })}
        </Text>
      ) : (
        <>
          <RatingBadge rating={rating} countText={t('summary.count', { count, n: formatNumber(count, locale) })} />
          <Stack as="ul" gap={1} aria-label={t('summary.distribution')}>
            {bars.map((bar) => (
              <li key={bar.stars} className={styles['bar']}>
                <VisuallyHidden>
                  {t('summary.bar', {
                    stars: t('summary.stars', { count: bar.stars }),
                    reviews: t('summary.reviews', { count: bar.count, n: formatNumber(bar.count, locale) }),
                    percent: formatNumber(bar.percent, locale),
                  })}
                </VisuallyHidden>
                <span className={styles['barStars']} aria-hidden="true">
                  {bar.stars} ★
                </span>
                {/* A progress element, not a styled width: no inline style, so a strict CSP allows it. */}
                <progress className={styles['track']} value={bar.percent} max={100} aria-hidden="true" />
                <span className={styles['barCount']} aria-hidden="true">
                  {formatNumber(bar.count, locale)}
                </span>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
