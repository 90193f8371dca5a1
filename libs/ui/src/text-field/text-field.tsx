import { type InputHTMLAttributes, type ReactNode, forwardRef } from 'react';
import clsx from 'clsx';
import { FieldFrame } from '../field-frame/field-frame';
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
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      labelSuffix={labelSuffix}
      id={id}
      describedBy={rest['aria-describedby']}
      className={className}
    >
      {(control) => (
        <div className={clsx(styles.box, error && styles.invalid, rest.disabled && styles.disabled)}>
          {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
          <input
            ref={ref}
            id={control.id}
            className={styles.input}
            {...rest}
            aria-invalid={control['aria-invalid'] ?? rest['aria-invalid']}
            aria-describedby={control['aria-describedby']}
          />
          {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
        </div>
      )}
    </FieldFrame>
  );
});
