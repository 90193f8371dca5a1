import { lazy, Suspense } from 'react';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { LoadingState } from '@nivaas/ui';
import { useNearViewport } from '../hooks/use-near-viewport';
import type { HotelDetailsT } from '../hotel-details-messages';
import styles from '../hotel-details.module.css';

// Below the fold: its code and data arrive when the visitor scrolls towards it, not with the page.
const BelowFold = lazy(() => import('./below-fold'));

/** Where need to know, about, policies, reviews and questions appear once the visitor comes near. */
export function BelowFoldSlot({ t, hotel }: { readonly t: HotelDetailsT; readonly hotel: HotelDetails }) {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  const loading = <LoadingState label={t('more.loading')} />;
  return (
    <div ref={ref} className={styles.belowFold}>
      {near ? (
        <Suspense fallback={loading}>
          <BelowFold t={t} hotel={hotel} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
