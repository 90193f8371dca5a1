import { useRef, useState, type FormEvent } from 'react';
import type { CancellationDetails } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { Button, Modal, RadioGroup, SubmitStatus, TextArea, Section, Stack, Inline } from '@nivaas/ui';
import type { CancelChoice } from './use-cancel-booking';
import { refundOutcome, type RefundOutcome } from './refund-outcome';
import { useCancellationT } from './cancellation-messages';
import { guestLinkStyles as shared } from '../guest-link';

/** The longest message the API takes (CancelBookingBody.message). */
export const CANCEL_MESSAGE_MAX = 1000;

export interface CancelFormProps {
  readonly details: CancellationDetails;
  readonly submitting: boolean;
  /** The refusal to show (the API's own words, or our generic text); null when there is none. */
  readonly failure: string | null;
  readonly onConfirm: (choice: CancelChoice) => Promise<boolean>;
}

/**
 * Reasons (required, none chosen in advance), an optional message, then a second step in a dialog that repeats
 * the refund before anything is sent. "Keep my booking" is as easy to reach as "Yes, cancel booking".
 */
export function CancelForm({ details, submitting, failure, onConfirm }: CancelFormProps) {
  const t = useCancellationT();
  const locale = useLocale();
  const [reason, setReason] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [messageError, setMessageError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const reasonsRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const noReason = !reason || !details.reasons.some((r) => r.value === reason);
    const tooLong = message.length > CANCEL_MESSAGE_MAX;
    setReasonError(noReason ? t('form.reason.required') : undefined);
    setMessageError(tooLong ? t('form.message.tooLong') : undefined);
    if (noReason) reasonsRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    else if (tooLong) messageRef.current?.focus();
    else setConfirming(true);
  };

  const confirm = async () => {
    if (!reason) return;
    await onConfirm({ reason, message });
    setConfirming(false);
  };

  const refund = formatInr(details.refund_amount, locale);
  const consequences: Record<RefundOutcome, string> = {
    nothingPaid: t('confirm.nothingPaid'),
    full: t('confirm.refund', { amount: refund }),
    partial: t('confirm.partial', { amount: refund, charge: formatInr(details.cancellation_charge, locale) }),
    none: t('confirm.none'),
  };
  const consequence = consequences[refundOutcome(details)];

  return (
    <Section card headingId="cancellation-form" title={t('form.heading')}>
      <Stack as="form" gap={4} noValidate onSubmit={review}>
        <div ref={reasonsRef}>
          <RadioGroup
            legend={t('form.reason')}
            name="cancellation-reason"
            options={details.reasons.map((r) => ({ value: r.value, label: r.label }))}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setReasonError(undefined);
            }}
            error={reasonError}
          />
        </div>
        <TextArea
          ref={messageRef}
          label={t('form.message')}
          labelSuffix={t('form.optional')}
          value={message}
          onChange={(value) => {
            setMessage(value);
            if (value.length <= CANCEL_MESSAGE_MAX) setMessageError(undefined);
          }}
          maxLength={CANCEL_MESSAGE_MAX}
          error={messageError}
        />
        <Button type="submit" variant="danger" fullWidth disabled={submitting}>
          {t('form.submit')}
        </Button>
        <SubmitStatus
          state={failure !== null && !confirming ? 'failed' : 'idle'}
          failureMessage={failure ?? undefined}
        />
      </Stack>
      <Modal
        open={confirming}
        onClose={() => (submitting ? undefined : setConfirming(false))}
        dismissible={!submitting}
        title={t('confirm.title')}
        size="sm"
        footer={
          <Inline justify="end">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={submitting}>
              {t('confirm.keep')}
            </Button>
            <Button
              variant="danger"
              onClick={() => void confirm()}
              loading={submitting}
              loadingLabel={t('confirm.cancelling')}
            >
              {t('confirm.yes')}
            </Button>
          </Inline>
        }
      >
        <p className={shared['strong']}>{consequence}</p>
        <p>{t('confirm.final')}</p>
      </Modal>
    </Section>
  );
}
