import { type ButtonHTMLAttributes, type ReactNode, forwardRef } from 'react';
import clsx from 'clsx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: one primary action per screen. */
  variant?: ButtonVariant;
  /** Both sizes keep a 48 px touch target; `lg` is for sticky bottom CTAs. */
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  /** Announced instead of the label while loading, e.g. "Booking…". Defaults to the children. */
  loadingLabel?: string;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** The main call to action. Text comes in as children (apps translate it). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    loadingLabel,
    startIcon,
    endIcon,
    type = 'button',
    disabled,
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className)}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : startIcon}
      <span className={styles.label}>{loading && loadingLabel ? loadingLabel : children}</span>
      {!loading && endIcon}
    </button>
  );
});
