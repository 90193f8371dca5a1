import { lazy, Suspense } from 'react';
import { LoadingState } from '@nivaas/ui';
import { useNearViewport } from '../hooks/use-near-viewport';
import type { HotelDetailsT } from '../hotel-details-messages';
import styles from '../hotel-details.module.css';

// Below the fold: their code and data arrive when the visitor scrolls towards them, not with the page.
const ReviewSummarySection = lazy(() =>
  import('../../../features/reviews').then((m) => ({ default: m.ReviewSummarySection })),
);
const QuestionsSection = lazy(() =>
  import('../../../features/questions').then((m) => ({ default: m.QuestionsSection })),
);

/** The hotel's reviews summary and its questions and answers (features/reviews, features/questions). */
export function HotelCommunity({ t, hotelId, hotelName }: { t: HotelDetailsT; hotelId: number; hotelName: string }) {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.community}>
      {near ? (
        <Suspense fallback={<LoadingState label={t('reviews.loading')} />}>
          <ReviewSummarySection hotelId={hotelId} hotelName={hotelName} />
          <QuestionsSection hotelId={hotelId} hotelName={hotelName} />
        </Suspense>
      ) : (
        <LoadingState label={t('reviews.loading')} />
      )}
    </div>
  );
}
