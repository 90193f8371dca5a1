import type { ReactNode } from 'react';
import { KeyValueList, Section } from '@nivaas/ui';
import styles from './booking-detail.module.css';

export interface DetailRow {
  readonly label: string;
  readonly value: ReactNode;
  /** A total: drawn stronger. */
  readonly strong?: boolean;
}

/** Label and value pairs of a section, as a description list (read as pairs by screen readers). */
export function DetailList({ rows }: { readonly rows: readonly DetailRow[] }) {
  return <KeyValueList layout="split" items={rows} />;
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
    <Section card headingId={id} title={title} className={styles['flush']}>
      {children}
    </Section>
  );
}
