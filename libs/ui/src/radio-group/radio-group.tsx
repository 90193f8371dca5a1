import { type InputHTMLAttributes, useId } from 'react';
import clsx from 'clsx';
import hidden from '../visually-hidden/visually-hidden.module.css';
import choice from '../internal/choice.module.css';
import styles from './radio-group.module.css';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  description?: string;
}

/** One native radio with a 48 px row; use inside RadioGroup or any fieldset. */
export function Radio({ label, description, id, className, ...rest }: RadioProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={clsx(choice.row, className)}>
      <input
        id={inputId}
        type="radio"
        className={choice.input}
        aria-describedby={description ? `${inputId}-desc` : undefined}
        {...rest}
      />
      <label htmlFor={inputId} className={styles.text}>
        <span className={styles.label}>{label}</span>
        {description && (
          <span id={`${inputId}-desc`} className={choice.description}>
            {description}
          </span>
        )}
      </label>
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Question the group answers, e.g. "Payment option". */
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
  /** Hides the legend visually but keeps it for screen readers. */
  hideLegend?: boolean;
  className?: string;
}

/** Single choice from a short list; arrow keys move between options (native behaviour). */
export function RadioGroup({ legend, name, options, value, onChange, error, hideLegend, className }: RadioGroupProps) {
  const errorId = useId();
  return (
    <fieldset
      className={clsx(choice.group, className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={clsx(choice.legend, hideLegend && hidden.hidden)}>{legend}</legend>
      {options.map((option) => (
        <Radio
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          description={option.description}
          disabled={option.disabled}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
        />
      ))}
      {error && (
        <p id={errorId} className={choice.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
