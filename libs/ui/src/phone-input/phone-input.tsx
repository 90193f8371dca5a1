import type { ChangeEvent } from 'react';
import clsx from 'clsx';
import { FieldFrame } from '../field-frame/field-frame';
import { usePhoneInputT } from './phone-input-messages';
import styles from './phone-input.module.css';

export interface PhoneInputProps {
  /** Visible label, e.g. "Mobile number". */
  label: string;
  /** National number, digits only. */
  value: string;
  onChange: (value: string) => void;
  /** Country calling code; +91 by default. */
  countryCode?: string;
  /** Codes the user may pick from; a picker shows only when there is more than one and a handler. */
  countryCodes?: readonly string[];
  onCountryCodeChange?: (code: string) => void;
  /** Accessible name of the country-code picker; translated "Country code" by default. */
  countryCodeLabel?: string;
  /** Digits allowed in the national number (10 for India). */
  maxDigits?: number;
  hint?: string;
  error?: string;
  /** Marks the label as optional or required visually; pass translated text. */
  labelSuffix?: string;
  disabled?: boolean;
  name?: string;
  required?: boolean;
  id?: string;
  onBlur?: () => void;
  className?: string;
}

/** Mobile number with a country code (+91 by default), digits only, numeric keypad on phones. */
export function PhoneInput({
  value,
  onChange,
  countryCode = '+91',
  countryCodes = ['+91'],
  onCountryCodeChange,
  countryCodeLabel,
  maxDigits = 10,
  disabled,
  name,
  required,
  onBlur,
  ...frame
}: PhoneInputProps) {
  const t = usePhoneInputT();
  const codeLabel = countryCodeLabel ?? t('phoneInput.countryCode');
  const showPicker = Boolean(onCountryCodeChange) && countryCodes.length > 1;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.value.replace(/\D/g, '').slice(0, maxDigits));
  };

  return (
    <FieldFrame {...frame}>
      {(control) => (
        <div className={clsx(styles.box, frame.error && styles.invalid, disabled && styles.disabled)}>
          {showPicker ? (
            <select
              className={styles.code}
              aria-label={codeLabel}
              value={countryCode}
              disabled={disabled}
              onChange={(event) => onCountryCodeChange?.(event.target.value)}
            >
              {countryCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          ) : (
            <span className={styles.prefix} aria-label={`${codeLabel} ${countryCode}`} role="img">
              {countryCode}
            </span>
          )}
          <input
            {...control}
            className={styles.input}
            // The number without its country code, which the box beside it holds: autofill's `tel-national`. HTML
            // allows that field name on a text input only (on type="tel", only `tel`, which fills "+91..." into
            // ten digits); inputMode still brings up the numeric keypad.
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            name={name}
            value={value}
            maxLength={maxDigits}
            required={required}
            disabled={disabled}
            onChange={handleChange}
            onBlur={onBlur}
          />
        </div>
      )}
    </FieldFrame>
  );
}
