import { useEffect, useRef } from 'react';
import type { CancellationDetails } from '@nivaas/api-client/contract';
import { formatKolkataDateTime } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { CancelForm } from './cancel-form';
import { CancellationBooking } from './cancellation-booking';
import { useCancellationT } from './cancellation-messages';
import { cancellationPhase } from './cancellation-store';
import { RefundSummary } from './refund-summary';
import { useCancelBooking } from './use-cancel-booking';
import styles from './cancellation.module.css';
import { guestLinkStyles as shared } from '../guest-link';
import { Page } from '@nivaas/ui';

/**
 * The /c-{hash}/ page once its booking is loaded: the booking, the refund, then the form while it can be
 * cancelled; after cancelling (or when it already was), "Cancelled" with the API's message, the time and the
 * refund made, and no form.
 */
export function CancellationView({ details }: { readonly details: CancellationDetails }) {
  const t = useCancellationT();
  const locale = useLocale();
  const { state, confirm } = useCancelBooking(details);
  const current = state.cancellation ?? details;
  const phase = cancellationPhase(current);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstPhase = useRef(phase);

  useEffect(() => {
    // Cancelled here (not on arrival): the news is the heading, so focus goes to it.
    if (phase !== firstPhase.current) headingRef.current?.focus();
  }, [phase]);

  const cancelledAt = current.cancelled_dateTime ? formatKolkataDateTime(current.cancelled_dateTime, locale) : '';
  const failure = state.submit === 'failed' ? (state.error ?? t('failed.generic')) : null;

  return (
    <Page
      heading={t(`title.${phase}`)}
      headingProps={{ ref: headingRef, tabIndex: -1 }}
      intro={
        <>
          {phase === 'cancelled' && (
            <div role="status" className={styles['done']}>
              <p className={`${shared['badge']} ${shared['cancelled']}`}>{t('cancelled.status')}</p>
              {current.status_message && <p>{current.status_message}</p>}
              {cancelledAt && <p>{t('cancelled.at', { time: cancelledAt })}</p>}
            </div>
          )}
          {phase === 'expired' && <p className={shared['text']}>{t('expired.body')}</p>}
        </>
      }
    >
      <CancellationBooking details={current} />
      {phase !== 'expired' && <RefundSummary details={current} />}
      {phase === 'live' && (
        <CancelForm
          details={current}
          submitting={state.submit === 'submitting'}
          failure={failure}
          onConfirm={confirm}
        />
      )}
    </Page>
  );
}
