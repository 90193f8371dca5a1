import type { Confirmation } from '@nivaas/api-client/contract';
import { formatClockTime, formatKolkataDateTime, formatViewDate } from '@nivaas/domain';
import { freeCancellationDeadline, stayTimesFromPolicies } from '@nivaas/domain/booking';
import { useLocale } from '@nivaas/i18n';
import { roomTypeName } from './booking-state';
import { useConfirmationT } from './confirmation-messages';
import styles from './confirmation.module.css';
import { Section, KeyValueList, KeyValueRow } from '@nivaas/ui';

/** Dates (view format, with the hotel's times), nights, guests and rooms, room type, the booked plan and its terms. */
export function StaySection({ confirmation }: { readonly confirmation: Confirmation }) {
  const t = useConfirmationT();
  const locale = useLocale();
  const { date, room, hotel, price } = confirmation.booking;
  const plan = price.selected_rate_plan.rate_plan;
  const times = stayTimesFromPolicies(hotel.hotel_policies);
  // The booked plan's own terms: the hotel's cancellation policy describes every plan, so it is not repeated here.
  const deadline = plan.refundable ? freeCancellationDeadline(date.checkin, times.checkin) : null;
  return (
    <Section card gap="sm" className={styles['flush']} headingId="confirmation-stay" title={t('stay.title')}>
      <KeyValueList layout="split" className={styles['facts']}>
        <KeyValueRow label={t('stay.checkin')}>
          {t('stay.at', { day: formatViewDate(date.checkin, locale), time: formatClockTime(times.checkin, locale) })}
        </KeyValueRow>
        <KeyValueRow label={t('stay.checkout')}>
          {t('stay.until', {
            day: formatViewDate(date.checkout, locale),
            time: formatClockTime(times.checkout, locale),
          })}
        </KeyValueRow>
      </KeyValueList>
      <p>{t('stay.nights', { count: date.nights })}</p>
      <KeyValueList layout="split" className={styles['facts']}>
        <KeyValueRow label={t('stay.guests')}>
          {[
            t('adults', { count: room.adults }),
            t('kids', { count: room.kids }),
            t('rooms', { count: room.rooms }),
          ].join(', ')}
        </KeyValueRow>
        <KeyValueRow label={t('stay.room')}>{room.name ?? roomTypeName(room.type)}</KeyValueRow>
        <KeyValueRow label={t('stay.plan')}>
          {plan.refundable ? t('plan.refundable') : t('plan.nonRefundable')}
        </KeyValueRow>
      </KeyValueList>
      <h3 className={styles['subheading']}>{t('policy.title')}</h3>
      <p>
        {deadline ? t('policy.free', { deadline: formatKolkataDateTime(deadline, locale) }) : t('policy.nonRefundable')}
      </p>
    </Section>
  );
}
