import type { SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { FieldFrame } from '../field-frame/field-frame';
import { controlAria, splitFrameProps } from '../field-frame/frame-props';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** Shown as the first, unselectable option while nothing is chosen. */
  placeholder?: string;
  hint?: string;
  error?: string;
  /** Marks the label as optional or required visually; pass translated text. */
  labelSuffix?: string;
}

/** A native select: the phone's own picker is the most usable one on mobile. */
export function Select({ options, value, onChange, placeholder, ...props }: SelectProps) {
  const [frame, rest] = splitFrameProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <div className={styles.wrap}>
          <select
            className={clsx(styles.select, frame.error && styles.invalid)}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...rest}
            {...controlAria(control, rest['aria-invalid'])}
          >
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron} aria-hidden="true" />
        </div>
      )}
    </FieldFrame>
  );
}
