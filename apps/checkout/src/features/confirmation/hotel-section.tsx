import type { Confirmation } from '@nivaas/api-client/contract';
import { dialable, mapUrl } from './booking-state';
import { useConfirmationT } from './confirmation-messages';
import styles from './confirmation.module.css';
import { Section } from '@nivaas/ui';

/** The hotel: name, address, its map (new tab) and its phone. */
export function HotelSection({ confirmation }: { readonly confirmation: Confirmation }) {
  const t = useConfirmationT();
  const { hotel } = confirmation.booking;
  const contact = confirmation.hotel_contact;
  const address =
    contact.address.trim() || [hotel.street, hotel.locality, hotel.city, hotel.pincode].filter(Boolean).join(', ');
  const map = mapUrl(contact.map_url);
  const dial = dialable(contact.phone);
  return (
    <Section card gap="sm" className={styles['flush']} headingId="confirmation-hotel" title={t('hotel.title')}>
      <p className={styles['hotelName']}>{hotel.name}</p>
      <address className={styles['address']}>{address}</address>
      <p className={styles['actions']}>
        {map && (
          <a href={map} target="_blank" rel="noopener noreferrer">
            {t('hotel.map', { hotel: hotel.name })}
          </a>
        )}
        {dial && <a href={`tel:${dial}`}>{t('hotel.call', { phone: contact.phone.trim() })}</a>}
      </p>
    </Section>
  );
}
