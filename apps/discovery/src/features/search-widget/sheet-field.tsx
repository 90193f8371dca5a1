import { Suspense, useId, useState, type ReactNode } from 'react';
import styles from './search-widget.module.css';

export interface SheetFieldProps {
  readonly label: string;
  /** What the field holds, shown on the button. */
  readonly value: ReactNode;
  /** Fetches the sheet's code on touch, hover or focus, before the tap. */
  readonly preload: () => void;
  /** The sheet, rendered once the button is tapped; it closes itself through `close`. */
  readonly sheet: (close: () => void) => ReactNode;
}

/** A search field shown as one labelled button that opens a lazily loaded sheet (dates, rooms). */
export function SheetField({ label, value, preload, sheet }: SheetFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles['field']}>
      <span id={`${id}-label`} className={styles['fieldLabel']}>
        {label}
      </span>
      <button
        type="button"
        className={styles['fieldButton']}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <span id={`${id}-value`}>{value}</span>
      </button>
      {open && <Suspense fallback={null}>{sheet(() => setOpen(false))}</Suspense>}
    </div>
  );
}
