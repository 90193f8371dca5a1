import { type InputHTMLAttributes, type ReactNode, forwardRef, useId } from 'react';
import clsx from 'clsx';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, always shown (placeholders are not labels). */
  label: string;
  /** Help text under the field. */
  hint?: string;
  /** Error message; marks the field invalid and is announced with it. */
  error?: string;
  /** Shown before the input inside the box, e.g. an icon or a prefix. */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Marks the label as optional or required visually; pass translated text. */
  labelSuffix?: string;
}

/** A labelled single-line input with hint and error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, startAdornment, endAdornment, labelSuffix, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId, rest['aria-describedby']].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {labelSuffix && <span className={styles.suffix}> {labelSuffix}</span>}
      </label>
      <div className={clsx(styles.box, error && styles.invalid, rest.disabled && styles.disabled)}>
        {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          {...rest}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={describedBy}
        />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
});
