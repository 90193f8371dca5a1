import { type InputHTMLAttributes, type ReactNode, forwardRef } from 'react';
import clsx from 'clsx';
import { FieldFrame } from '../field-frame/field-frame';
import { controlAria, splitFrameProps } from '../field-frame/frame-props';
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
  { startAdornment, endAdornment, ...props },
  ref,
) {
  const [frame, rest] = splitFrameProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <div className={clsx(styles.box, frame.error && styles.invalid, rest.disabled && styles.disabled)}>
          {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
          <input ref={ref} className={styles.input} {...rest} {...controlAria(control, rest['aria-invalid'])} />
          {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
        </div>
      )}
    </FieldFrame>
  );
});
