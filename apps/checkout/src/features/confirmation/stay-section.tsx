import type { Confirmation } from '@nivaas/api-client/contract';
import { formatClockTime, formatKolkataDateTime, formatViewDate } from '@nivaas/domain';
import { freeCancellationDeadline, stayTimesFromPolicies } from '@nivaas/domain/booking';
import { useLocale } from '@nivaas/i18n';
import { roomTypeName } from './booking-state';
import { useConfirmationT } from './confirmation-messages';
import styles from './confirmation.module.css';

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
    <section className={styles['section']} aria-labelledby="confirmation-stay">
      <h2 id="confirmation-stay" className={styles['heading']}>
        {t('stay.title')}
      </h2>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('stay.checkin')}</dt>
          <dd>
            {t('stay.at', { day: formatViewDate(date.checkin, locale), time: formatClockTime(times.checkin, locale) })}
          </dd>
        </div>
        <div>
          <dt>{t('stay.checkout')}</dt>
          <dd>
            {t('stay.until', {
              day: formatViewDate(date.checkout, locale),
              time: formatClockTime(times.checkout, locale),
            })}
          </dd>
        </div>
      </dl>
      <p>{t('stay.nights', { count: date.nights })}</p>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('stay.guests')}</dt>
          <dd>
            {[
              t('adults', { count: room.adults }),
              t('kids', { count: room.kids }),
              t('rooms', { count: room.rooms }),
            ].join(', ')}
          </dd>
        </div>
        <div>
          <dt>{t('stay.room')}</dt>
          <dd>{roomTypeName(room.type)}</dd>
        </div>
        <div>
          <dt>{t('stay.plan')}</dt>
          <dd>{plan.refundable ? t('plan.refundable') : t('plan.nonRefundable')}</dd>
        </div>
      </dl>
      <h3 className={styles['subheading']}>{t('policy.title')}</h3>
      <p>
        {deadline ? t('policy.free', { deadline: formatKolkataDateTime(deadline, locale) }) : t('policy.nonRefundable')}
      </p>
    </section>
  );
}
