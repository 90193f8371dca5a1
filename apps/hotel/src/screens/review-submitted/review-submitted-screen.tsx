import { Link } from 'react-router-dom';
import { parseHotelId } from '@nivaas/domain/hotel';
import { homePath, hotelPath, reviewsPath, type ScreenProps } from '@nivaas/routes';
import { useResource } from '@nivaas/state';
import { useReviewsApi, useReviewsT } from '../../features/reviews';
import styles from './review-submitted-screen.module.css';
import { PageHeading } from '@nivaas/ui';

/**
 * /tripadvisor/thank-you/?hotel_id=...: thanks the guest and offers the way back. Its HTML is cached for an
 * hour, so it shows nothing of the visitor: the hotel to go back to comes from the query (validated; a bad
 * one just leaves those links out) and its name and city from the public hotel call.
 */
export default function ReviewSubmittedScreen({ searchParams }: ScreenProps) {
  const t = useReviewsT();
  const api = useReviewsApi();
  const hotelId = parseHotelId(searchParams.get('hotel_id'));
  const hotel = useResource(hotelId === null ? null : `thank-you-hotel:${hotelId}`, (signal) =>
    api.getHotelDetails({ params: { hotelId: hotelId ?? 0 } }, { signal }),
  );
  const found = hotel.status === 'success' ? hotel.data : undefined;
  return (
    <div className={styles['page']}>
      <p className={styles['mark']} aria-hidden="true">
        ✓
      </p>
      <PageHeading size="2xl">{t('thanks.title')}</PageHeading>
      <p className={styles['body']}>{t('thanks.body')}</p>
      <ul className={styles['links']}>
        {found && (
          <li>
            <Link
              className={styles['primary']}
              to={hotelPath({ citySlug: found.address.city_slug, hotelName: found.name, hotelId: found.id })}
            >
              {t('thanks.backTo', { hotel: found.name })}
            </Link>
          </li>
        )}
        {hotelId !== null && (
          <li>
            <Link className={styles['link']} to={reviewsPath(hotelId)}>
              {t('thanks.reviews')}
            </Link>
          </li>
        )}
        <li>
          <Link className={styles['link']} to={homePath()}>
            {t('thanks.home')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
