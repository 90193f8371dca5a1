import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Confirmation } from '@nivaas/api-client/contract';
import { formatClockTime, formatInr, formatViewDate } from '@nivaas/domain';
import { stayTimesFromPolicies } from '@nivaas/domain/booking';
import { useLocale, type Locale } from '@nivaas/i18n';
import { usePlatform, type OfflineBooking } from '@nivaas/state';
import { bookingStateOf, roomTypeName } from './booking-state';
import { useConfirmationT, type ConfirmationT } from './confirmation-messages';
import { confirmationPriceRows } from './price-rows';

/** What the confirmation view already has in hand: the heading it shows and the address it computed. */
export interface ConfirmationOfflineInput {
  readonly confirmation: Confirmation;
  readonly orderId: string;
  /** The screen's heading (`title.*` of the screen's catalogue, which a feature does not import). */
  readonly title: string;
  /** The hotel's address as the view shows it (contact address, else street, locality, city, pincode). */
  readonly address: string;
}

type OfflineCopy = Omit<OfflineBooking, 'savedAt'>;

/** The confirmation in the visitor's words, in the order the sections show it; the offline page draws it as is. */
function confirmationOfflineCopy(
  { confirmation, orderId, title, address }: ConfirmationOfflineInput,
  pagePath: string,
  t: ConfirmationT,
  locale: Locale,
): OfflineCopy {
  const { booking, guest, hotel_contact: contact } = confirmation;
  const { hotel, date, room } = booking;
  const times = stayTimesFromPolicies(hotel.hotel_policies);
  const plan = booking.price.selected_rate_plan.rate_plan;
  const money = (amount: number) => (amount < 0 ? `−${formatInr(-amount, locale)}` : formatInr(amount, locale));
  const phone = contact.phone.trim();
  return {
    pagePath,
    bookingId: orderId,
    lang: locale,
    title,
    status: t(`status.${bookingStateOf(confirmation)}`),
    hotel: { name: hotel.name, address, phone: phone || null },
    details: [
      { label: t('bookingId.label'), value: orderId },
      {
        label: t('stay.checkin'),
        value: t('stay.at', {
          day: formatViewDate(date.checkin, locale),
          time: formatClockTime(times.checkin, locale),
        }),
      },
      {
        label: t('stay.checkout'),
        value: t('stay.until', {
          day: formatViewDate(date.checkout, locale),
          time: formatClockTime(times.checkout, locale),
        }),
      },
      // The stay section shows the nights under its own heading, without a label of their own.
      { label: t('stay.title'), value: t('stay.nights', { count: date.nights }) },
      {
        label: t('stay.guests'),
        value: [
          t('adults', { count: room.adults }),
          t('kids', { count: room.kids }),
          t('rooms', { count: room.rooms }),
        ].join(', '),
      },
      { label: t('stay.room'), value: roomTypeName(room.type) },
      {
        label: t('stay.plan'),
        value: plan.refundable ? t('plan.refundable') : t('plan.nonRefundable'),
      },
      // The price as the screen lists it, every line, so the copy adds up as the screen does.
      ...confirmationPriceRows(confirmation, t).map((row) => ({ label: row.label, value: money(row.amount) })),
      { label: t('guest.title'), value: guest.name },
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
 * only when what it says changes (a reload after the balance is paid, another language), never per render. The
 * page's path keeps its query (`?t=` of a token link: that exact URL opens offline) and never the hash. Runs in an
 * effect, so a server render emits nothing. `null` while there is no booking to show.
 */
export function useConfirmationOfflineCopy(input: ConfirmationOfflineInput | null): void {
  const platform = usePlatform();
  const t = useConfirmationT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  // The copy itself is the effect's key: equal text, no second emit; the effect reads it back from the key.
  const key = input ? JSON.stringify(confirmationOfflineCopy(input, `${pathname}${search}`, t, locale)) : null;
  useEffect(() => {
    if (key === null) return;
    const copy = JSON.parse(key) as OfflineCopy;
    platform.bus.emit({ type: 'booking/seen', booking: { ...copy, savedAt: new Date().toISOString() } });
  }, [key, platform]);
}
