import { Button } from '../button/button';
import { PhoneInput } from '../phone-input/phone-input';
import { useOtpStep, type OtpStepProps } from './otp-step';
import styles from './otp-flow.module.css';

/** Calling codes offered by default; +91 first, the site's default (docs/rules.md section 1), then the Gulf and beyond. */
export const CALLING_CODES = [
  '+91',
  '+971',
  '+966',
  '+974',
  '+965',
  '+968',
  '+973',
  '+65',
  '+44',
  '+1',
  '+61',
  '+33',
] as const;

export interface OtpPhoneFormProps extends OtpStepProps {
  countryCode: string;
  /** National number, digits only. */
  phone: string;
  onCountryCodeChange: (code: string) => void;
  onPhoneChange: (phone: string) => void;
  onSubmit: () => void;
  /** The code is on its way out. */
  busy: boolean;
  countryCodes?: readonly string[];
  /** Texts; translated defaults ("Mobile number", "Send OTP"...). */
  phoneLabel?: string;
  hint?: string;
  submitLabel?: string;
  submittingLabel?: string;
}

/** Step one of the phone + code flow: the mobile number with its country code (props in, events out). */
export function OtpPhoneForm({
  countryCode,
  phone,
  onCountryCodeChange,
  onPhoneChange,
  onSubmit,
  busy,
  countryCodes = CALLING_CODES,
  phoneLabel,
  hint,
  submitLabel,
  submittingLabel,
  ...step
}: OtpPhoneFormProps) {
  const { t, error, submit } = useOtpStep(step, onSubmit);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhoneInput
        label={phoneLabel ?? t('otpFlow.phone')}
        value={phone}
        onChange={onPhoneChange}
        countryCode={countryCode}
        countryCodes={countryCodes}
        onCountryCodeChange={onCountryCodeChange}
        maxDigits={countryCode === '+91' ? 10 : 14}
        hint={hint ?? t('otpFlow.hint')}
        error={error}
        name="phone"
        required
      />
      <Button type="submit" fullWidth size="lg" loading={busy} loadingLabel={submittingLabel ?? t('otpFlow.sending')}>
        {submitLabel ?? t('otpFlow.send')}
      </Button>
    </form>
  );
}
