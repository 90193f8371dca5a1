import { formatViewDate } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import type { WebCheckin } from './web-checkin-types';
import { useWebCheckinT } from './web-checkin-messages';
import styles from './web-checkin.module.css';

/** The stay being checked in: hotel, dates, booking id and its status text. */
export function WebCheckinStay({ checkin }: { readonly checkin: WebCheckin }) {
  const t = useWebCheckinT();
  const locale = useLocale();
  return (
    <section className={styles['section']} aria-labelledby="web-checkin-stay">
      <h2 id="web-checkin-stay" className={styles['heading']}>
        {t('stay.heading')}
      </h2>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('stay.hotel')}</dt>
          <dd>{checkin.hotel_name}</dd>
        </div>
        <div>
          <dt>{t('stay.dates')}</dt>
          <dd>
            {formatViewDate(checkin.checkin_date, locale)} – {formatViewDate(checkin.checkout_date, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('stay.id')}</dt>
          <dd>{checkin.booking_id}</dd>
        </div>
        <div>
          <dt>{t('stay.status')}</dt>
          <dd>{checkin.status_display_text}</dd>
        </div>
      </dl>
    </section>
  );
}
