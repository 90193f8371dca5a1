import type { FormEvent } from 'react';
import { canResendOtp } from '@nivaas/domain';
import { Button, OtpInput } from '@nivaas/ui';
import { useAuthT } from '../auth-messages';
import type { OtpContent } from './otp-content';
import type { SignInFlowState } from './use-sign-in-flow';
import { useNowUntil } from './use-now';
import styles from './sign-in-flow.module.css';

export interface OtpStepProps {
  readonly state: SignInFlowState;
  readonly content: OtpContent;
  readonly onOtpChange: (otp: string) => void;
  readonly onVerify: (otp: string) => void;
  readonly onResend: () => void;
  readonly onChangeNumber: () => void;
}

/** Step two: the code, resend after content.otp's wait (at most 6 times), at most 3 verifies. */
export function OtpStep({ state, content, onOtpChange, onVerify, onResend, onChangeNumber }: OtpStepProps) {
  const t = useAuthT();
  const enableAt = (state.lastSentAt ?? 0) + content.enableResendAfterTime;
  const now = useNowUntil(state.lastSentAt === null ? null : enableAt);
  const resendsLeft = state.resendAttempts < content.resendMaxAttempts;
  const canResend = canResendOtp({
    resendAttempts: state.resendAttempts,
    lastSentAt: state.lastSentAt ?? 0,
    now,
    enableAfterMs: content.enableResendAfterTime,
    maxAttempts: content.resendMaxAttempts,
  });
  const seconds = Math.max(0, Math.ceil((enableAt - now) / 1000));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify(state.otp);
  };
  return (
    <form className={styles['form']} onSubmit={submit} noValidate>
      <OtpInput
        label={t('otp.label', { phone: `${state.countryCode} ${state.phone}` })}
        value={state.otp}
        onChange={onOtpChange}
        onComplete={onVerify}
        digitLabel={(position, total) => t('otp.digit', { position, total })}
        error={state.error ?? undefined}
        disabled={state.blocked || state.busy === 'verify'}
        autoFocus
      />
      {state.notice && (
        <p className={styles['notice']} role="status">
          {state.notice}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        size="lg"
        disabled={state.blocked}
        loading={state.busy === 'verify'}
        loadingLabel={t('otp.verifying')}
      >
        {t('otp.verify')}
      </Button>
      <div className={styles['secondary']}>
        {resendsLeft ? (
          <Button
            variant="ghost"
            onClick={onResend}
            disabled={!canResend || state.blocked}
            loading={state.busy === 'resend'}
          >
            {canResend || state.blocked ? t('otp.resend') : t('otp.resendIn', { seconds })}
          </Button>
        ) : (
          <p className={styles['muted']}>{t('otp.noResendsLeft')}</p>
        )}
        <Button variant="ghost" onClick={onChangeNumber}>
          {t('otp.changeNumber')}
        </Button>
      </div>
    </form>
  );
}
