import { type ButtonHTMLAttributes, type ReactNode, forwardRef } from 'react';
import clsx from 'clsx';
import styles from './icon-button.module.css';

export type IconButtonVariant = 'plain' | 'filled' | 'outline';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name; required because the button shows only an icon. */
  label: string;
  /** Decorative icon (an inline SVG or glyph); it is hidden from assistive technology. */
  icon: ReactNode;
  variant?: IconButtonVariant;
}

/** A 48 px square button that carries only an icon, e.g. back, close, share. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'plain', type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={clsx(styles.iconButton, styles[variant], className)}
      {...rest}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
});
