import clsx from 'clsx';
import styles from './filter-chip.module.css';

export interface FilterChipProps {
  label: string;
  selected: boolean;
  /** Toggle chips (quick filters) get aria-pressed; menu chips open a popup instead. */
  onClick: () => void;
  /** Opens a filter popup (Price, Rating, ...): shows a chevron and sets aria-haspopup. */
  hasPopup?: boolean;
  /** Number of options chosen inside the popup. */
  count?: number;
  disabled?: boolean;
  className?: string;
}

/** A filter on results: a toggle (quick filter) or a button opening a filter popup. */
export function FilterChip({ label, selected, onClick, hasPopup, count, disabled, className }: FilterChipProps) {
  return (
    <button
      type="button"
      className={clsx(styles.chip, selected && styles.selected, className)}
      aria-pressed={hasPopup ? undefined : selected}
      aria-haspopup={hasPopup ? 'dialog' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {selected && !hasPopup && (
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
      )}
      <span>{label}</span>
      {count !== undefined && count > 0 && <span className={styles.count}>{count}</span>}
      {hasPopup && <span className={styles.chevron} aria-hidden="true" />}
    </button>
  );
}
