import { useResource } from '@nivaas/state';
import { useBookingServices } from '../booking-services';
import { useCustomerCareT } from './customer-care-messages';
import { readCustomerCare } from '@nivaas/domain/validation';
import styles from './customer-care.module.css';

export const CUSTOMER_CARE_KEY = 'gdc_customer_care_numbers';

/**
 * The customer care number (docs/rules.md: gdcCustomerCareNumbers content) as a `tel:` link, and WhatsApp when
 * the content names it. Until the content answers, or if it fails, the page's footer number is pointed to.
 */
export function CustomerCare({ className }: { readonly className?: string }) {
  const t = useCustomerCareT();
  const { api } = useBookingServices();
  const content = useResource(CUSTOMER_CARE_KEY, (signal) =>
    api
      .getContentsV2({ query: { keys: CUSTOMER_CARE_KEY } }, { signal })
      .then((r) => readCustomerCare(r.data[CUSTOMER_CARE_KEY])),
  );
  const care = content.data ?? null;
  if (content.status === 'loading' || content.status === 'idle') return null;
  return (
    <p className={className ?? styles['care']}>
      {care ? (
        <>
          <a href={`tel:${care.dial}`}>{t('call', { phone: care.phone })}</a>
          {care.whatsappUrl && (
            <a href={care.whatsappUrl} target="_blank" rel="noopener noreferrer">
              {t('whatsapp')}
            </a>
          )}
        </>
      ) : (
        t('fallback')
      )}
    </p>
  );
}
