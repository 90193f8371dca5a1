import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useChipT } from './chip-messages';
import styles from './chip.module.css';

export interface ChipProps {
  label: string;
  /** Makes the chip a button, e.g. a suggested city. */
  onClick?: () => void;
  /** Adds a remove button, e.g. on an applied filter. */
  onRemove?: () => void;
  /** Accessible name of the remove button; translated "Remove {label}" by default. */
  removeLabel?: string;
  icon?: ReactNode;
  className?: string;
}

/** A compact pill: static, tappable, or removable. */
export function Chip({ label, onClick, onRemove, removeLabel, icon, className }: ChipProps) {
  const t = useChipT();
  const content = (
    <>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span>{label}</span>
    </>
  );
  return (
    <span className={clsx(styles.chip, onRemove && styles.removable, className)}>
      {onClick ? (
        <button type="button" className={styles.action} onClick={onClick}>
          {content}
        </button>
      ) : (
        <span className={styles.static}>{content}</span>
      )}
      {onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={removeLabel ?? t('chip.remove', { label })}
          onClick={onRemove}
        >
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </span>
  );
}
