import type { Confirmation } from '@nivaas/api-client/contract';
import { useConfirmationT } from './confirmation-messages';
import styles from './confirmation.module.css';

/** The guest, their WhatsApp choice and the GST details kept on the booking. */
export function GuestSection({ confirmation }: { readonly confirmation: Confirmation }) {
  const t = useConfirmationT();
  const { guest } = confirmation;
  const gst = guest.gst_details ?? confirmation.booking.user.gst_details;
  const mobile = [guest.country_code, guest.mobile].filter(Boolean).join(' ');
  return (
    <section className={styles['section']} aria-labelledby="confirmation-guest">
      <h2 id="confirmation-guest" className={styles['heading']}>
        {t('guest.title')}
      </h2>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('guest.name')}</dt>
          <dd>{guest.name}</dd>
        </div>
        {mobile && (
          <div>
            <dt>{t('guest.mobile')}</dt>
            <dd>{mobile}</dd>
          </div>
        )}
        {guest.email && (
          <div>
            <dt>{t('guest.email')}</dt>
            <dd>{guest.email}</dd>
          </div>
        )}
        <div>
          <dt>{t('guest.whatsapp')}</dt>
          <dd>{guest.whatsapp_opt_in ? t('guest.whatsappOn') : t('guest.whatsappOff')}</dd>
        </div>
      </dl>
      {gst && gst.gstin && (
        <>
          <h3 className={styles['subheading']}>{t('gst.title')}</h3>
          <dl className={styles['facts']}>
            <div>
              <dt>{t('gst.company')}</dt>
              <dd>{gst.organization_name}</dd>
            </div>
            {gst.organization_address && (
              <div>
                <dt>{t('gst.address')}</dt>
                <dd>{gst.organization_address}</dd>
              </div>
            )}
            <div>
              <dt>{t('gst.gstin')}</dt>
              <dd>{gst.gstin}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
