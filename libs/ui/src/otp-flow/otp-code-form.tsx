import { Button } from '../button/button';
import { useNowUntil } from '../internal/use-now-until';
import { OtpInput } from '../otp-input/otp-input';
import { useOtpStep, type OtpStepProps } from './otp-step';
import styles from './otp-flow.module.css';

export interface OtpCodeFormProps extends OtpStepProps {
  /** The number the code went to, as shown: "+91 9876543210". */
  sentTo: string;
  code: string;
  onCodeChange: (code: string) => void;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
  busy: 'resend' | 'verify' | null;
  /** Verifying is over for this code (3 wrong tries, or too many requests). */
  blocked: boolean;
  /** A new code was just sent (not said once no resends remain: the limit's words take its place). */
  resent: boolean;
  /** When a resend becomes possible (epoch ms); null when no resends remain. */
  resendAvailableAt: number | null;
  /** Texts; translated defaults ("Verify", "Resend OTP in {seconds} s"...). */
  verifyLabel?: string;
  verifyingLabel?: string;
}

/**
 * Step two of the phone + code flow: the six-digit code (pasted or autofilled from the SMS), Verify, a Resend
 * that counts down to the moment it is allowed, and a way back to change the number. Props in, events out.
 */
export function OtpCodeForm({
  sentTo,
  code,
  onCodeChange,
  onVerify,
  onResend,
  onChangeNumber,
  busy,
  blocked,
  resent,
  resendAvailableAt,
  verifyLabel,
  verifyingLabel,
  ...step
}: OtpCodeFormProps) {
  const { t, error, submit } = useOtpStep(step, () => onVerify(code));
  const now = useNowUntil(resendAvailableAt);
  const waiting = resendAvailableAt !== null && now < resendAvailableAt;
  const seconds = resendAvailableAt === null ? 0 : Math.max(0, Math.ceil((resendAvailableAt - now) / 1000));
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <OtpInput
        label={t('otpFlow.codeLabel', { phone: sentTo })}
        value={code}
        onChange={onCodeChange}
        onComplete={onVerify}
        error={error}
        disabled={blocked || busy === 'verify'}
        autoFocus
      />
      {/* Not beside "No more codes can be sent": the last resend's confirmation goes when the limit is shown. */}
      {resent && resendAvailableAt !== null && (
        <p className={styles.notice} role="status">
          {t('otpFlow.resent')}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        size="lg"
        disabled={blocked}
        loading={busy === 'verify'}
        loadingLabel={verifyingLabel ?? t('otpFlow.verifying')}
      >
        {verifyLabel ?? t('otpFlow.verify')}
      </Button>
      <div className={styles.secondary}>
        {resendAvailableAt === null ? (
          <p className={styles.muted}>{t('otpFlow.noResendsLeft')}</p>
        ) : (
          <Button
            variant="ghost"
            onClick={onResend}
            disabled={waiting || blocked}
            loading={busy === 'resend'}
            // A value that changes every second: the story tests' pictures mask it (docs/storybook.md).
            data-countdown={waiting && !blocked ? '' : undefined}
          >
            {waiting && !blocked ? t('otpFlow.resendIn', { seconds }) : t('otpFlow.resend')}
          </Button>
        )}
        <Button variant="ghost" onClick={onChangeNumber}>
          {t('otpFlow.changeNumber')}
        </Button>
      </div>
    </form>
  );
}
