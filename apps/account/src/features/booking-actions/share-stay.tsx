import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { formatViewDate } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { hotelPath } from '@nivaas/routes';
import { usePlatform } from '@nivaas/state';
import { ShareBooking } from '@nivaas/ui';
import { useBookingActionsT } from './booking-actions-messages';

/** Share the stay (the hotel's page, never the booking) and copy the booking's own link deliberately. */
export function ShareStay({ booking }: { readonly booking: BookingHistoryItem }) {
  const t = useBookingActionsT();
  const locale = useLocale();
  const platform = usePlatform();
  const hotel = booking.hotel_detail;
  const place = [hotel.locality, hotel.city].filter(Boolean).join(', ');
  const dates = `${formatViewDate(booking.checkin_date, locale)} – ${formatViewDate(booking.checkout_date, locale)}`;
  return (
    <ShareBooking
      shareTitle={booking.hotel_name}
      shareText={t('share.text', { hotel: booking.hotel_name, place, dates })}
      sharePath={hotelPath({ citySlug: hotel.city, hotelName: booking.hotel_name, hotelId: hotel.hotel_id })}
      bookingLinkPath={booking.links.confirmation || null}
      onCopied={(what) =>
        platform.bus.emit({
          type: 'toast/show',
          kind: 'success',
          message: what === 'share' ? t('share.copied') : t('link.copied'),
        })
      }
    />
  );
}
