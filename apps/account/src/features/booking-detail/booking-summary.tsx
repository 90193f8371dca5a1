import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { formatKolkataDateTime } from '@nivaas/domain';
import { bookingChannelKind } from '@nivaas/domain/booking';
import { useLocale } from '@nivaas/i18n';
import { Tag } from '@nivaas/ui';
import { bookingStatusTone } from '../booking-card';
import { useBookingDetailT } from './booking-detail-messages';
import { DetailList } from './detail-list';

/**
 * The booking at a glance: status, order id, when and where it was booked, as the guest would say it (the website
 * or the app); a channel code a guest would not recognise (msite, a partner's OTA) is not shown.
 */
export function BookingSummary({ booking }: { readonly booking: BookingHistoryItem }) {
  const t = useBookingDetailT();
  const locale = useLocale();
  const bookedOn = formatKolkataDateTime(booking.created_at, locale);
  const channel = bookingChannelKind(booking.booking_channel);
  return (
    <DetailList
      rows={[
        {
          label: t('summary.status'),
          value: <Tag tone={bookingStatusTone(booking.status)}>{booking.status_display_text}</Tag>,
        },
        { label: t('summary.order'), value: booking.order_id },
        ...(bookedOn ? [{ label: t('summary.bookedOn'), value: bookedOn }] : []),
        ...(channel ? [{ label: t('summary.channel'), value: t(`summary.channel.${channel}`) }] : []),
      ]}
    />
  );
}
