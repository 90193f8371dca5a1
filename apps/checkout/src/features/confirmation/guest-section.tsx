import type { Confirmation } from '@nivaas/api-client/contract';
import { useConfirmationT } from './confirmation-messages';
import styles from './confirmation.module.css';
import { Section, KeyValueList, KeyValueRow } from '@nivaas/ui';

/** The guest, their WhatsApp choice and the GST details kept on the booking. */
export function GuestSection({ confirmation }: { readonly confirmation: Confirmation }) {
  const t = useConfirmationT();
  const { guest } = confirmation;
  const gst = guest.gst_details ?? confirmation.booking.user.gst_details;
  const mobile = [guest.country_code, guest.mobile].filter(Boolean).join(' ');
  return (
    <Section card gap="sm" className={styles['flush']} headingId="confirmation-guest" title={t('guest.title')}>
      <KeyValueList layout="split" className={styles['facts']}>
        <KeyValueRow label={t('guest.name')}>{guest.name}</KeyValueRow>
        {mobile && <KeyValueRow label={t('guest.mobile')}>{mobile}</KeyValueRow>}
        {guest.email && <KeyValueRow label={t('guest.email')}>{guest.email}</KeyValueRow>}
        <KeyValueRow label={t('guest.whatsapp')}>
          {guest.whatsapp_opt_in ? t('guest.whatsappOn') : t('guest.whatsappOff')}
        </KeyValueRow>
      </KeyValueList>
      {gst && gst.gstin && (
        <>
          <h3 className={styles['subheading']}>{t('gst.title')}</h3>
          <KeyValueList layout="split" className={styles['facts']}>
            <KeyValueRow label={t('gst.company')}>{gst.organization_name}</KeyValueRow>
            {gst.organization_address && <KeyValueRow label={t('gst.address')}>{gst.organization_address}</KeyValueRow>}
            <KeyValueRow label={t('gst.gstin')}>{gst.gstin}</KeyValueRow>
          </KeyValueList>
        </>
      )}
    </Section>
  );
}
