import { useRef, useState } from 'react';
import type { CancellationDetails } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import {
  Button,
  fieldProps,
  Modal,
  RadioGroup,
  SubmitStatus,
  TextArea,
  useForm,
  Section,
  Stack,
  Inline,
} from '@nivaas/ui';
import type { CancelChoice } from './use-cancel-booking';
import { refundOutcome, type RefundOutcome } from './refund-outcome';
import { CANCEL_MESSAGE_MAX, validateCancel, type CancelDraft, type CancelField } from './cancel-form-rules';
import { useCancellationT } from './cancellation-messages';
import { guestLinkStyles as shared } from '../guest-link';

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
  const [confirming, setConfirming] = useState(false);
  const reasonsRef = useRef<HTMLDivElement>(null);
  const form = useForm<CancelDraft, CancelField>({
    initial: { reason: null, message: '' },
    fields: ['reason', 'message'],
    idPrefix: 'cancellation',
    validate: (draft) =>
      validateCancel(
        draft,
        details.reasons.map((r) => r.value),
      ),
    focus: (field) =>
      field === 'reason'
        ? reasonsRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
        : globalThis.document?.getElementById('cancellation-message')?.focus(),
    onSubmit: () => setConfirming(true),
  });
  const { reason, message } = form.values;
  const errorOf = (field: CancelField) => {
    const key = form.errors[field];
    return key ? t(key as Parameters<typeof t>[0]) : undefined;
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
      <Stack as="form" gap={4} noValidate onSubmit={(event) => void form.submit(event)}>
        <div ref={reasonsRef}>
          <RadioGroup
            legend={t('form.reason')}
            name="cancellation-reason"
            options={details.reasons.map((r) => ({ value: r.value, label: r.label }))}
            value={reason}
            onChange={(value) => form.setValue('reason', value)}
            error={errorOf('reason')}
          />
        </div>
        <TextArea
          {...fieldProps(form, 'message')}
          error={errorOf('message')}
          label={t('form.message')}
          labelSuffix={t('form.optional')}
          maxLength={CANCEL_MESSAGE_MAX}
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
