import type { CancellationDetails } from '@nivaas/api-client/contract';
import { formatInr, formatKolkataDateTime } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { cancellationPhase } from './cancellation-store';
import { refundOutcome } from './refund-outcome';
import { useCancellationT } from './cancellation-messages';
import styles from './cancellation.module.css';
import { guestLinkStyles as shared } from '../guest-link';
import { Section, KeyValueList, KeyValueRow, Heading } from '@nivaas/ui';

/**
 * The refund, shown BEFORE the guest confirms (what cancelling now gives back, by the plan's policy) and after
 * (what was refunded). A non-refundable plan says so plainly with ₹0; a booking nothing was paid for (pay at
 * hotel) says there is nothing to refund instead of a ₹0 refund; no urgency beyond the real deadline.
 */
export function RefundSummary({ details }: { readonly details: CancellationDetails }) {
  const t = useCancellationT();
  const locale = useLocale();
  const cancelled = cancellationPhase(details) === 'cancelled';
  const outcome = refundOutcome(details);
  const deadline = details.deadline ? formatKolkataDateTime(details.deadline, locale) : '';
  let rule: string | null = null;
  if (!details.refundable) rule = outcome === 'nothingPaid' ? null : t('refund.nonRefundable');
  else if (!cancelled && deadline)
    rule = details.free_cancellation ? t('refund.free', { deadline }) : t('refund.freeEnded', { deadline });

  return (
    <Section card headingId="cancellation-refund" title={t('refund.heading')}>
      {rule && <p className={styles['rule']}>{rule}</p>}
      {outcome === 'nothingPaid' ? (
        <p className={shared['strong']}>{cancelled ? t('refund.nothingPaid.done') : t('refund.nothingPaid')}</p>
      ) : (
        <KeyValueList>
          <KeyValueRow label={cancelled ? t('refund.refunded') : t('refund.amount')} valueClassName={styles['amount']}>
            {formatInr(details.refund_amount, locale)}
          </KeyValueRow>
          {details.cancellation_charge > 0 && (
            <KeyValueRow label={cancelled ? t('refund.kept') : t('refund.charge')}>
              {formatInr(details.cancellation_charge, locale)}
            </KeyValueRow>
          )}
        </KeyValueList>
      )}
      <p className={shared['note']}>{t('refund.points')}</p>
      {details.policy_text && (
        <>
          <Heading level={3}>{t('refund.policy')}</Heading>
          <p className={shared['note']}>{details.policy_text}</p>
        </>
      )}
    </Section>
  );
}
