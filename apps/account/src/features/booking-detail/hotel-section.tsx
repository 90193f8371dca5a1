import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { hotelPhoto, propertyTypeLabel } from '@nivaas/domain/hotel';
import { useBookingDetailT } from './booking-detail-messages';
import { DetailList, DetailSection } from './detail-list';
import styles from './booking-detail.module.css';

/** The hotel's address with locality, city and state, each part once (the API's address often names the locality). */
export const hotelAddress = (hotel: BookingHistoryItem['hotel_detail']): string =>
  [hotel.address, hotel.locality, hotel.city, hotel.state]
    .map((part) => part.trim().replace(/,$/, ''))
    .filter((part, i, all) => part && !all.slice(0, i).some((before) => before.includes(part)))
    .join(', ');

/** The hotel: photo, name, address with locality, city and state, property type and phone. */
export function HotelSection({ booking }: { readonly booking: BookingHistoryItem }) {
  const t = useBookingDetailT();
  const hotel = booking.hotel_detail;
  const photo = hotelPhoto(hotel.showcased_image_url, [320, 640]);
  const address = hotelAddress(hotel);
  const type = propertyTypeLabel(hotel.property.type);
  return (
    <DetailSection id="booking-hotel" title={t('hotel.title')}>
      {photo && (
        <img
          className={styles['photo']}
          src={photo.src}
          srcSet={photo.srcSet}
          sizes="(min-width: 640px) 608px, 100vw"
          width={photo.width}
          height={photo.height}
          alt={t('hotel.photo', { hotel: booking.hotel_name })}
        />
      )}
      <p className={styles['hotelName']}>{booking.hotel_name}</p>
      <DetailList
        rows={[
          ...(address ? [{ label: t('hotel.address'), value: address }] : []),
          ...(type ? [{ label: t('hotel.type'), value: <span className={styles['capitalised']}>{type}</span> }] : []),
          ...(hotel.contact_number ? [{ label: t('hotel.phone'), value: hotel.contact_number }] : []),
        ]}
      />
    </DetailSection>
  );
}
