import { formatViewDate } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import type { WebCheckin } from './web-checkin-types';
import { useWebCheckinT } from './web-checkin-messages';
import { Section, KeyValueList, KeyValueRow } from '@nivaas/ui';

/** The stay being checked in: hotel, dates, booking id and its status text. */
export function WebCheckinStay({ checkin }: { readonly checkin: WebCheckin }) {
  const t = useWebCheckinT();
  const locale = useLocale();
  return (
    <Section card headingId="web-checkin-stay" title={t('stay.heading')}>
      <KeyValueList>
        <KeyValueRow label={t('stay.hotel')}>{checkin.hotel_name}</KeyValueRow>
        <KeyValueRow label={t('stay.dates')}>
          {formatViewDate(checkin.checkin_date, locale)} – {formatViewDate(checkin.checkout_date, locale)}
        </KeyValueRow>
        <KeyValueRow label={t('stay.id')}>{checkin.booking_id}</KeyValueRow>
        <KeyValueRow label={t('stay.status')}>{checkin.status_display_text}</KeyValueRow>
      </KeyValueList>
    </Section>
  );
}
