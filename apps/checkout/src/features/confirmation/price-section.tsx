import type { Confirmation } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { useConfirmationT } from './confirmation-messages';
import { confirmationPriceRows } from './price-rows';
import styles from './confirmation.module.css';
import { Section } from '@nivaas/ui';

/**
 * Every line of the price (confirmationPriceRows): room price, each saving once, taxes and platform fee and
 * their total; points and the payment offer and the amount paid in money; what was paid and what is still due
 * (at the hotel or as a balance). Each total is the sum of the lines above it.
 */
export function PriceSection({ confirmation }: { readonly confirmation: Confirmation }) {
  const t = useConfirmationT();
  const locale = useLocale();
  const { payment } = confirmation;
  const money = (amount: number) => (amount < 0 ? `−${formatInr(-amount, locale)}` : formatInr(amount, locale));
  return (
    <Section card gap="sm" className={styles['flush']} headingId="confirmation-price" title={t('price.title')}>
      <dl className={styles['lines']}>
        {confirmationPriceRows(confirmation, t).map((row) => (
          <div key={row.key} className={row.total ? styles['strong'] : undefined}>
            <dt>{row.label}</dt>
            <dd>{money(row.amount)}</dd>
          </div>
        ))}
      </dl>
      {payment.mode === 'pay_at_hotel' && payment.pending_amount > 0 && (
        <p className={styles['notice']}>
          {t('payAtHotel.note', { amount: formatInr(payment.pending_amount, locale) })}
        </p>
      )}
    </Section>
  );
}
