import { Button } from '@nivaas/ui';
import type { WebCheckin } from './web-checkin-types';
import { isIdType } from './web-checkin-rules';
import { useWebCheckinT } from './web-checkin-messages';
import styles from './web-checkin.module.css';

/** What the hotel now has: the guests, the ID's type and ending, the arrival time; "Edit details" while open. */
export function WebCheckinDone({
  checkin,
  onEdit,
}: {
  readonly checkin: WebCheckin;
  /** Absent once the window has closed (the API would refuse a change). */
  readonly onEdit?: () => void;
}) {
  const t = useWebCheckinT();
  const guests = checkin.guests.map((g) => g.name).filter(Boolean);
  const idType = isIdType(checkin.id_type) ? t(`id.${checkin.id_type}`) : null;
  return (
    <section className={styles['section']} aria-labelledby="web-checkin-done">
      <h2 id="web-checkin-done" className={styles['heading']}>
        {t('done.lead')}
      </h2>
      <dl className={styles['facts']}>
        {guests.length > 0 && (
          <div>
            <dt>{t('done.guests')}</dt>
            <dd>
              <ul className={styles['names']}>
                {guests.map((name, index) => (
                  <li key={`${index}-${name}`}>{name}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {idType && checkin.id_last4 && (
          <div>
            <dt>{t('done.id')}</dt>
            <dd>{t('done.idEnding', { type: idType, last4: checkin.id_last4 })}</dd>
          </div>
        )}
        {checkin.expected_arrival_time && (
          <div>
            <dt>{t('done.arrival')}</dt>
            <dd>{checkin.expected_arrival_time}</dd>
          </div>
        )}
      </dl>
      {onEdit && (
        <Button variant="outline" onClick={onEdit}>
          {t('done.edit')}
        </Button>
      )}
    </section>
  );
}
