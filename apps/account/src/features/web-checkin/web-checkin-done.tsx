import { Button, Section, KeyValueList, KeyValueRow } from '@nivaas/ui';
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
    <Section card headingId="web-checkin-done" title={t('done.lead')}>
      <KeyValueList>
        {guests.length > 0 && (
          <KeyValueRow label={t('done.guests')}>
            <ul className={styles['names']}>
              {guests.map((name, index) => (
                <li key={`${index}-${name}`}>{name}</li>
              ))}
            </ul>
          </KeyValueRow>
        )}
        {idType && checkin.id_last4 && (
          <KeyValueRow label={t('done.id')}>
            {t('done.idEnding', { type: idType, last4: checkin.id_last4 })}
          </KeyValueRow>
        )}
        {checkin.expected_arrival_time && (
          <KeyValueRow label={t('done.arrival')}>{checkin.expected_arrival_time}</KeyValueRow>
        )}
      </KeyValueList>
      {onEdit && (
        <Button variant="outline" onClick={onEdit}>
          {t('done.edit')}
        </Button>
      )}
    </Section>
  );
}
