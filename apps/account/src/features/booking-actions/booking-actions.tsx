import { Link } from 'react-router-dom';
import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { todayInKolkata } from '@nivaas/domain';
import { feedbackAvailability } from '@nivaas/domain/booking';
import { mapDirectionsUrl } from '@nivaas/domain/hotel';
import { useBookingActionsT } from './booking-actions-messages';
import { ShareStay } from './share-stay';
import styles from './booking-actions.module.css';
import { Section, VisuallyHidden } from '@nivaas/ui';

export interface BookingActionsProps {
  readonly booking: BookingHistoryItem;
}

/** A phone number as a `tel:` URI: digits and a leading plus only. */
const telUri = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 6 ? `tel:${digits}` : null;
};

/**
 * The booking's actions. Pay the balance, cancel, web check-in and feedback follow the API's `links` (a null link
 * is an action that does not apply now, so it is not shown); feedback also waits for the stay (from the check-out
 * day in Asia/Kolkata, the rule the feedback page and API apply: before it the page could only say "later"). Call
 * hotel and Directions follow the hotel's phone and position; Share shares the stay.
 */
export function BookingActions({ booking }: BookingActionsProps) {
  const t = useBookingActionsT();
  const { links, hotel_detail: hotel } = booking;
  const tel = telUri(hotel.contact_number);
  const directions = mapDirectionsUrl({ lat: hotel.latitude, lng: hotel.longitude });
  const feedbackOpen = feedbackAvailability(booking.checkout_date, booking.status, todayInKolkata()) === 'open';
  const siteLinks: { readonly path: string | null; readonly label: string; readonly primary?: boolean }[] = [
    { path: links.pay_balance, label: t('pay-balance'), primary: true },
    { path: links.web_checkin, label: t('web-checkin') },
    { path: feedbackOpen ? links.feedback : null, label: t('feedback') },
    { path: links.cancellation, label: t('cancel') },
  ];
  return (
    <Section card headingId="booking-actions" title={t('title')}>
      <ul className={styles['list']}>
        {siteLinks.map(({ path, label, primary }) =>
          path ? (
            <li key={label}>
              <Link className={primary ? styles['primary'] : styles['action']} to={path}>
                {label}
              </Link>
            </li>
          ) : null,
        )}
        {tel && (
          <li>
            <a className={styles['action']} href={tel}>
              {t('call')}
            </a>
          </li>
        )}
        {directions && (
          <li>
            <a className={styles['action']} href={directions} target="_blank" rel="noopener noreferrer">
              {t('directions')} <VisuallyHidden>{t('new-tab')}</VisuallyHidden>
            </a>
          </li>
        )}
      </ul>
      <ShareStay booking={booking} />
    </Section>
  );
}
