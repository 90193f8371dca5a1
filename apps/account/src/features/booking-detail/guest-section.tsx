import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { useBookingDetailT } from './booking-detail-messages';
import { DetailList, DetailSection } from './detail-list';

/** Who the booking is for, as given at checkout. */
export function GuestSection({ booking }: { readonly booking: BookingHistoryItem }) {
  const t = useBookingDetailT();
  const guest = booking.user_detail;
  return (
    <DetailSection id="booking-guest" title={t('guest.title')}>
      <DetailList
        rows={[
          ...(guest.name ? [{ label: t('guest.name'), value: guest.name }] : []),
          ...(guest.contact_number ? [{ label: t('guest.phone'), value: guest.contact_number }] : []),
          ...(guest.email ? [{ label: t('guest.email'), value: guest.email }] : []),
        ]}
      />
    </DetailSection>
  );
}
