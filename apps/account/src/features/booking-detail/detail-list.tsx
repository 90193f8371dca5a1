import type { ReactNode } from 'react';
import styles from './booking-detail.module.css';

export interface DetailRow {
  readonly label: string;
  readonly value: ReactNode;
  /** A total: drawn stronger. */
  readonly strong?: boolean;
}

/** Label and value pairs of a section, as a description list (read as pairs by screen readers). */
export function DetailList({ rows }: { readonly rows: readonly DetailRow[] }) {
  return (
    <dl className={styles['list']}>
      {rows.map((row) => (
        <div key={row.label} className={row.strong ? styles['strong'] : styles['row']}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled section of the details, named by its heading. */
export function DetailSection({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section className={styles['section']} aria-labelledby={id}>
      <h2 id={id} className={styles['heading']}>
        {title}
      </h2>
      {children}
    </section>
  );
}
