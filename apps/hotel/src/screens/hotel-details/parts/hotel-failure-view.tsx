import { ErrorState } from '@nivaas/ui';
import { lazy, Suspense } from 'react';
import { hotelFailureKind } from '../data/hotel-failure';
import type { HotelDetailsT } from '../hotel-details-messages';
import styles from '../hotel-details.module.css';

// Only a page with no hotel needs it: its code and texts stay out of every hotel page's first load.
const HotelMissingView = lazy(() => import('./hotel-missing-view'));

export interface HotelFailureViewProps {
  readonly t: HotelDetailsT;
  /** The failed hotel call's status (null: no answer came). */
  readonly code: number | null;
  readonly onRetry: () => void;
  readonly retrying: boolean;
}

/**
 * A hotel page whose hotel did not load, saying what happened from the status code the loader kept: no such hotel
 * or a hotel that left the chain (hotel-missing-view.tsx: a way to search), or a failure worth trying again (Retry).
 */
export function HotelFailureView({ t, code, onRetry, retrying }: HotelFailureViewProps) {
  const kind = hotelFailureKind(code);
  return (
    <div className={styles.page}>
      {kind === 'unavailable' ? (
        <ErrorState
          title={t('error.title')}
          description={t('error.body')}
          retryLabel={t('error.retry')}
          onRetry={onRetry}
          retrying={retrying}
          headingLevel={1}
          focusOnMount
        />
      ) : (
        <Suspense fallback={null}>
          <HotelMissingView kind={kind} />
        </Suspense>
      )}
    </div>
  );
}
