import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './key-value-list.module.css';

export interface KeyValueItem {
  /** React key; the label when it is a string and unique. */
  id?: string;
  label: ReactNode;
  value: ReactNode;
  /** A total or the row that matters most: drawn bold, its label in the text colour. */
  strong?: boolean;
  /** A class for the value, e.g. a status colour. */
  valueClassName?: string;
}

export interface KeyValueListProps extends HTMLAttributes<HTMLDListElement> {
  /** The rows as data; or give KeyValueRow children, for rows that come and go. */
  items?: readonly KeyValueItem[];
  /**
   * `columns`: labels in a column on the left, values beside them (details of a person or a booking).
   * `split`: label at the start, value at the end of each row, wrapping under it when long (bills, totals).
   */
  layout?: 'columns' | 'split';
}

export interface KeyValueRowProps extends Omit<KeyValueItem, 'id' | 'value'> {
  /** The value. */
  children: ReactNode;
}

/** One label and value row of a KeyValueList. */
export function KeyValueRow({ label, children, strong = false, valueClassName }: KeyValueRowProps) {
  return (
    <div className={clsx(styles.row, strong && styles.strong)}>
      <dt className={styles.label}>{label}</dt>
      <dd className={clsx(styles.value, valueClassName)}>{children}</dd>
    </div>
  );
}

/** Label and value rows (a dl): the label muted, the value wrapping rather than overflowing at 360 px. */
export function KeyValueList({ items, layout = 'columns', className, children, ...rest }: KeyValueListProps) {
  return (
    <dl className={clsx(styles.list, styles[layout], className)} {...rest}>
      {items?.map(({ id, value, ...item }, index) => (
        <KeyValueRow key={id ?? (typeof item.label === 'string' ? item.label : index)} {...item}>
          {value}
        </KeyValueRow>
      ))}
      {children}
    </dl>
  );
}
