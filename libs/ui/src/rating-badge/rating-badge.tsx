import clsx from 'clsx';
import { formatRating } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { useRatingBadgeT } from './rating-badge-messages';
import styles from './rating-badge.module.css';

export interface RatingBadgeProps {
  /** Rating out of 5. */
  rating: number;
  /** Count text, already formatted and translated, e.g. "(1,234 ratings)". */
  countText?: string;
  /** Full accessible text; translated "Rated {rating} out of 5" by default. */
  accessibleLabel?: string;
  size?: 'sm' | 'md';
  className?: string;
}

function tone(rating: number): 'high' | 'mid' | 'low' {
  if (rating >= 4) return 'high';
  if (rating >= 3) return 'mid';
  return 'low';
}

/** Guest rating with a star, coloured by score; reads as one sentence on screen readers. */
export function RatingBadge({ rating, countText, accessibleLabel, size = 'md', className }: RatingBadgeProps) {
  const t = useRatingBadgeT();
  const locale = useLocale();
  // Shown and spoken alike in the page's own decimal sign: 4.3 in English, 4,3 in French.
  const shown = formatRating(rating, locale);
  return (
    <span className={clsx(styles.wrap, styles[size], className)}>
      <span
        className={clsx(styles.badge, styles[tone(rating)])}
        role="img"
        aria-label={accessibleLabel ?? t('ratingBadge.rated', { rating: shown })}
      >
        <span aria-hidden="true">{shown}</span>
        <span aria-hidden="true" className={styles.star}>
          ★
        </span>
      </span>
      {countText && <span className={styles.count}>{countText}</span>}
    </span>
  );
}
