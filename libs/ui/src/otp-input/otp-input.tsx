import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import clsx from 'clsx';
import { FieldMessage } from '../field-frame/field-message';
import { useOtpInputT } from './otp-input-messages';
import choice from '../internal/choice.module.css';
import styles from './otp-input.module.css';

export interface OtpInputProps {
  /** Group label, e.g. "Enter the code sent to +91 98765 43210". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once every box is filled. */
  onComplete?: (value: string) => void;
  length?: number;
  /** Accessible name of each box; receives 1-based position and total; translated "Digit {position} of {total}" by default. */
  digitLabel?: (position: number, total: number) => string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/**
 * One-time password in separate boxes. Typing advances, Backspace goes back, paste or SMS autofill
 * (autocomplete="one-time-code") fills every box at once.
 */
export function OtpInput({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  digitLabel,
  error,
  disabled,
  autoFocus,
  className,
}: OtpInputProps) {
  const id = useId();
  const t = useOtpInputT();
  const nameDigit = digitLabel ?? ((position: number, total: number) => t('otpInput.digit', { position, total }));
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const commit = (next: string, focusIndex: number) => {
    const clean = next.replace(/\D/g, '').slice(0, length);
    onChange(clean);
    refs.current[Math.min(focusIndex, length - 1)]?.focus();
    if (clean.length === length) onComplete?.(clean);
  };

  const handleInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) return;
    // Autofill or fast typing can put several digits in one box: spread them from here on.
    const next = (value.slice(0, index) + typed + value.slice(index + typed.length)).slice(0, length);
    commit(next, index + typed.length);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) commit(value.slice(0, index) + value.slice(index + 1), index);
      else if (index > 0) commit(value.slice(0, index - 1) + value.slice(index), index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      refs.current[index + 1]?.focus();
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    handleInput(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset className={clsx(choice.group, className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={choice.legend}>{label}</legend>
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(node) => {
              refs.current[index] = node;
            }}
            className={clsx(styles.box, error && styles.invalid)}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, for the OTP dialog, where typing the code is the only task.
            autoFocus={autoFocus && index === 0}
            aria-label={nameDigit(index + 1, length)}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={disabled}
            onChange={(event) => handleInput(index, event.target.value.replace(digit, '') || event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {error && (
        // An alert: the error comes back after the code is checked, away from where the user is looking.
        <FieldMessage id={`${id}-error`} tone="error" role="alert" className={styles.message}>
          {error}
        </FieldMessage>
      )}
    </fieldset>
  );
}
