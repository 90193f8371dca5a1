import type { FormEvent } from 'react';
import { Button, PhoneInput } from '@nivaas/ui';
import { useAuthT } from '../auth-messages';
import styles from './sign-in-flow.module.css';

/** Calling codes offered in the picker; +91 first, as the site's default (SPEC.md section 1). */
export const COUNTRY_CODES = [
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

export interface PhoneStepProps {
  readonly countryCode: string;
  readonly phone: string;
  readonly error: string | null;
  readonly busy: boolean;
  readonly onCountryCodeChange: (code: string) => void;
  readonly onPhoneChange: (phone: string) => void;
  readonly onSubmit: () => void;
}

/** Step one: the mobile number with its country code. */
export function PhoneStep({
  countryCode,
  phone,
  error,
  busy,
  onCountryCodeChange,
  onPhoneChange,
  onSubmit,
}: PhoneStepProps) {
  const t = useAuthT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles['form']} onSubmit={submit} noValidate>
      <PhoneInput
        label={t('phone.label')}
        value={phone}
        onChange={onPhoneChange}
        countryCode={countryCode}
        countryCodes={COUNTRY_CODES}
        onCountryCodeChange={onCountryCodeChange}
        countryCodeLabel={t('phone.countryCode')}
        maxDigits={countryCode === '+91' ? 10 : 14}
        hint={t('phone.hint')}
        error={error ?? undefined}
        name="phone"
        required
      />
      <Button type="submit" fullWidth size="lg" loading={busy} loadingLabel={t('phone.sending')}>
        {t('phone.send')}
      </Button>
    </form>
  );
}
