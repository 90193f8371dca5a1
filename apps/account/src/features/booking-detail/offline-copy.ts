import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { useLocale, type Locale } from '@nivaas/i18n';
import { usePlatform, type OfflineBooking } from '@nivaas/state';
import { useBookingDetailT, type BookingDetailT } from './booking-detail-messages';
import { hotelAddress } from './hotel-section';
import { bookingPaymentRows } from './payment-rows';
import { stayRows } from './stay-section';

type OfflineCopy = Omit<OfflineBooking, 'savedAt'>;

/** The booking in the visitor's words, with the sections' own labels and formats; the offline page draws it as is. */
function bookingOfflineCopy(
  booking: BookingHistoryItem,
  pagePath: string,
  t: BookingDetailT,
  locale: Locale,
): OfflineCopy {
  const plan = booking.rate_plan_meta;
  const phone = booking.hotel_detail.contact_number.trim();
  return {
    pagePath,
    bookingId: booking.order_id,
    lang: locale,
    // The screen's heading is the hotel's name.
    title: booking.hotel_name,
    status: booking.status_display_text,
    hotel: { name: booking.hotel_name, address: hotelAddress(booking.hotel_detail), phone: phone || null },
    details: [
      { label: t('summary.order'), value: booking.order_id },
      ...stayRows(booking, t, locale),
      {
        label: t('plan.name'),
        value: plan.refundable ? t('plan.refundable') : t('plan.nonRefundable'),
      },
      // The price and payment as the screen lists them, every row, so the copy adds up as the screen does.
      ...bookingPaymentRows(booking, t, locale).map((row) => ({ label: row.label, value: String(row.value) })),
      ...(booking.user_detail.name ? [{ label: t('guest.title'), value: booking.user_detail.name }] : []),
    ],
    labels: {
      offlineNote: t('offline.note'),
      hotel: t('hotel.title'),
      call: t('offline.call'),
      savedAt: t('offline.savedAt'),
    },
  };
}

/**
 * Leaves the booking on screen for its offline page: emits `booking/seen` once per booking, and again
 * only when what it says changes (a reload after a payment or a cancellation, another language), never per render.
 * The page's path is `pathname + search` (never the hash). Runs in an effect, so a server render emits nothing.
 * `null` while no booking is shown (loading, signed out, not found).
 */
export function useBookingOfflineCopy(booking: BookingHistoryItem | null): void {
  const platform = usePlatform();
  const t = useBookingDetailT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  // The copy itself is the effect's key: equal text, no second emit; the effect reads it back from the key.
  const key = booking ? JSON.stringify(bookingOfflineCopy(booking, `${pathname}${search}`, t, locale)) : null;
  useEffect(() => {
    if (key === null) return;
    const copy = JSON.parse(key) as OfflineCopy;
    platform.bus.emit({ type: 'booking/seen', booking: { ...copy, savedAt: new Date().toISOString() } });
  }, [key, platform]);
}
