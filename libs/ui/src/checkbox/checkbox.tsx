import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import clsx from 'clsx';
import choice from '../internal/choice.module.css';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'children'> {
  /** Visible label; may hold a link, e.g. to the terms. */
  label: ReactNode;
  /** Secondary line under the label. */
  description?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  error?: string;
}

/** A native checkbox with a 48 px tappable row. */
export function Checkbox({ label, description, error, onChange, className, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descId = description ? `${inputId}-desc` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={clsx(choice.row, className)}>
      <input
        id={inputId}
        type="checkbox"
        className={choice.input}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, descId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      <div className={styles.text}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {description && (
          <span id={descId} className={choice.description}>
            {description}
          </span>
        )}
        {error && (
          <span id={errorId} className={choice.error}>
            {error}
          </span>
        )}
      </div>
    </div>
  );
}
