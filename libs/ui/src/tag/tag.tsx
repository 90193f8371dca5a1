import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './tag.module.css';

export type TagTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

export interface TagProps {
  children: ReactNode;
  tone?: TagTone;
  /** Solid background for strong callouts (e.g. "Steal deal"); subtle by default. */
  solid?: boolean;
  icon?: ReactNode;
  className?: string;
}

/** A small, non-interactive label: "Refundable", "Couple friendly", "Sold out". */
export function Tag({ children, tone = 'neutral', solid = false, icon, className }: TagProps) {
  return (
    <span className={clsx(styles.tag, styles[tone], solid && styles.solid, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
