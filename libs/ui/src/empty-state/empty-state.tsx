import type { ReactNode } from 'react';
import clsx from 'clsx';
import message from '../internal/state-message.module.css';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** Decorative illustration or icon. */
  illustration?: ReactNode;
  /** Usually a Button, e.g. "Clear filters". */
  action?: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing: no hotels match, no bookings yet. */
export function EmptyState({ title, description, illustration, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(message.state, className)}>
      {illustration && (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      )}
      <Heading className={message.title}>{title}</Heading>
      {description && <p className={message.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
