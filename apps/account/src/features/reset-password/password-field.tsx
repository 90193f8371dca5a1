import { forwardRef, useState } from 'react';
import { TextField } from '@nivaas/ui';
import styles from './reset-password.module.css';

export interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: string;
  readonly error?: string;
  /** The toggle's name, e.g. "Show new password"; its visible text is `showText`. */
  readonly toggleLabel: string;
  readonly showText: string;
}

/** A new-password field with a Show toggle (a pressed button: the password shows as text while pressed). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, value, onChange, hint, error, toggleLabel, showText },
  ref,
) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      ref={ref}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
      error={error}
      endAdornment={
        <button
          type="button"
          className={styles['toggle']}
          aria-label={toggleLabel}
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
        >
          {showText}
        </button>
      }
    />
  );
});
