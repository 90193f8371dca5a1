import type { CancellationDetails } from '@nivaas/api-client/contract';
import { formatViewDate } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { useCancellationT } from './cancellation-messages';
import styles from './cancellation.module.css';

/** The booking being cancelled: hotel, address, dates, guest and booking id (text, never HTML). */
export function CancellationBooking({ details }: { readonly details: CancellationDetails }) {
  const t = useCancellationT();
  const locale = useLocale();
  return (
    <section className={styles['section']} aria-labelledby="cancellation-booking">
      <h2 id="cancellation-booking" className={styles['heading']}>
        {t('booking.heading')}
      </h2>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('booking.hotel')}</dt>
          <dd>
            <span className={styles['strong']}>{details.hotel_name}</span>
            <br />
            {details.hotel_address}
          </dd>
        </div>
        <div>
          <dt>{t('booking.dates')}</dt>
          <dd>
            {formatViewDate(details.dates.checkin, locale)} – {formatViewDate(details.dates.checkout, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('booking.guest')}</dt>
          <dd>{details.guest_name}</dd>
        </div>
        <div>
          <dt>{t('booking.id')}</dt>
          <dd>{details.booking_id}</dd>
        </div>
      </dl>
    </section>
  );
}
