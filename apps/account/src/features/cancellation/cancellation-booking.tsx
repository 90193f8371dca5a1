import type { CancellationDetails } from '@nivaas/api-client/contract';
import { formatViewDate } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { useCancellationT } from './cancellation-messages';
import { guestLinkStyles as shared } from '../guest-link';
import { Section, KeyValueList, KeyValueRow } from '@nivaas/ui';

/** The booking being cancelled: hotel, address, dates, guest and booking id (text, never HTML). */
export function CancellationBooking({ details }: { readonly details: CancellationDetails }) {
  const t = useCancellationT();
  const locale = useLocale();
  return (
    <Section card headingId="cancellation-booking" title={t('booking.heading')}>
      <KeyValueList>
        <KeyValueRow label={t('booking.hotel')}>
          <span className={shared['strong']}>{details.hotel_name}</span>
          <br />
          {details.hotel_address}
        </KeyValueRow>
        <KeyValueRow label={t('booking.dates')}>
          {formatViewDate(details.dates.checkin, locale)} – {formatViewDate(details.dates.checkout, locale)}
        </KeyValueRow>
        <KeyValueRow label={t('booking.guest')}>{details.guest_name}</KeyValueRow>
        <KeyValueRow label={t('booking.id')}>{details.booking_id}</KeyValueRow>
      </KeyValueList>
    </Section>
  );
}
