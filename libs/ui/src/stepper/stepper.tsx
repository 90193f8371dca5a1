import { useId } from 'react';
import clsx from 'clsx';
import { useStepperT } from './stepper-messages';
import styles from './stepper.module.css';

export interface StepperProps {
  /** What is counted, e.g. "Adults". */
  label: string;
  /** Secondary line, e.g. "Ages 0-5". */
  description?: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Accessible names of the buttons, e.g. "Remove adult" / "Add adult"; translated "Decrease {label}" / "Increase {label}" by default. */
  decrementLabel?: string;
  incrementLabel?: string;
  disabled?: boolean;
  className?: string;
}

/** A count with minus and plus buttons that stop at min and max (guest counts per room). */
export function Stepper({
  label,
  description,
  value,
  onChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  decrementLabel,
  incrementLabel,
  disabled,
  className,
}: StepperProps) {
  const id = useId();
  const t = useStepperT();
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  return (
    <div className={clsx(styles.row, className)} role="group" aria-labelledby={`${id}-label`}>
      <span className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
      <span className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={decrementLabel ?? t('stepper.decrease', { label })}
          disabled={disabled || value <= min}
          onClick={() => set(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.value} aria-live="polite" aria-labelledby={`${id}-label`}>
          {value}
        </output>
        <button
          type="button"
          className={styles.button}
          aria-label={incrementLabel ?? t('stepper.increase', { label })}
          disabled={disabled || value >= max}
          onClick={() => set(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </span>
    </div>
  );
}
