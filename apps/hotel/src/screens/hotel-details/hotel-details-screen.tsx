import type { ScreenProps } from '@nivaas/routes';
import type { HotelDetailsData } from './data/hotel-details-types';
import { useHotelDetailsT } from './hotel-details-messages';
import { HotelFailureView } from './parts/hotel-failure-view';
import { HotelPage } from './parts/hotel-page';

/**
 * Hotel Details (`/hotels-in-{city}/{hotelSlug}-{hotelId}/`, analytics page "Hotel Detail" from the route
 * table). Its loader brings the hotel and its room prices for the stay of the URL; a failed load keeps its status
 * code, and the page says what it means: no such hotel, a hotel no longer on the site, or Retry.
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
    return <HotelFailureView t={t} code={data.code} onRetry={reload} retrying={reloading} />;
  }
  return (
    <HotelPage
      hotel={data.hotel}
      prices={data.prices}
      couponRefused={data.couponRefused}
      stay={data.stay}
      taThreshold={data.taThreshold}
      pathname={pathname}
      searchParams={searchParams}
      reload={reload}
      reloading={reloading}
    />
  );
}
