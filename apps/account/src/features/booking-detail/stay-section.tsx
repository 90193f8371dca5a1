import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { formatViewDate } from '@nivaas/domain';
import { useLocale, type Locale } from '@nivaas/i18n';
import { Tag, Inline } from '@nivaas/ui';
import { useBookingDetailT, type BookingDetailT } from './booking-detail-messages';
import { DetailList, DetailSection } from './detail-list';
import styles from './booking-detail.module.css';

/** The stay's facts as label and value rows: this section lists them, and the offline copy repeats them. */
export function stayRows(booking: BookingHistoryItem, t: BookingDetailT, locale: Locale) {
  const rooms = booking.room_config;
  return [
    { label: t('stay.checkin'), value: formatViewDate(booking.checkin_date, locale) },
    { label: t('stay.checkout'), value: formatViewDate(booking.checkout_date, locale) },
    { label: t('stay.length'), value: t('stay.nights', { count: booking.total_number_of_nights }) },
    { label: t('stay.rooms'), value: t('stay.roomCount', { count: rooms.room_count }) },
    {
      label: t('stay.guests'),
      value: `${t('stay.adults', { count: rooms.no_of_adults })}, ${t('stay.children', { count: rooms.no_of_childs })}`,
    },
    { label: t('stay.roomType'), value: rooms.name || rooms.room_type },
  ];
}

/** The stay (dates, nights, rooms, guests, room type) and its rate plan with the cancellation policy. */
export function StaySection({ booking }: { readonly booking: BookingHistoryItem }) {
  const t = useBookingDetailT();
  const locale = useLocale();
  const plan = booking.rate_plan_meta;
  return (
    <>
      <DetailSection id="booking-stay" title={t('stay.title')}>
        <DetailList rows={stayRows(booking, t, locale)} />
      </DetailSection>
      <DetailSection id="booking-plan" title={t('plan.title')}>
        <Inline as="p" gap={2}>
          <Tag tone={plan.refundable ? 'success' : 'warning'}>
            {plan.refundable ? t('plan.refundable') : t('plan.nonRefundable')}
          </Tag>
        </Inline>
        {plan.description && <p className={styles['policy']}>{plan.description}</p>}
      </DetailSection>
    </>
  );
}
