import type { ScreenProps } from '@nivaas/routes';
import { ErrorState } from '@nivaas/ui';
import type { HotelDetailsData } from './data/hotel-details-types';
import { useHotelDetailsT } from './hotel-details-messages';
import styles from './hotel-details.module.css';
import { HotelPage } from './parts/hotel-page';

/**
 * Hotel Details (`/hotels-in-{city}/{hotelSlug}-{hotelId}/`, analytics page "Hotel Detail" from the route
 * table). Its loader brings the hotel and its room prices for the stay of the URL; an unknown hotel never
 * reaches here (Not Found), a failed load shows what happened with Retry.
 */
export default function HotelDetailsScreen({
  data,
  pathname,
  searchParams,
  reload,
  reloading,
}: ScreenProps<HotelDetailsData>) {
  const t = useHotelDetailsT();
  if (data.status === 'error') {
    return (
      <div className={styles.page}>
        <ErrorState
          title={t('error.title')}
          description={t('error.body')}
          retryLabel={t('error.retry')}
          onRetry={reload}
          retrying={reloading}
          headingLevel={1}
          focusOnMount
        />
      </div>
    );
  }
  return (
    <HotelPage
      hotel={data.hotel}
      prices={data.prices}
      couponRefused={data.couponRefused}
      stay={data.stay}
      pathname={pathname}
      searchParams={searchParams}
      reload={reload}
      reloading={reloading}
    />
  );
}
