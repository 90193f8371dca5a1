import clsx from 'clsx';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  title: string;
  description?: string;
  /** Label of the retry button, e.g. "Try again". */
  retryLabel: string;
  onRetry: () => void;
  /** Disables the button and marks it busy while a retry is running. */
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A failed area (a remote that did not load, a failed request) with a Retry button. */
export function ErrorState({
  title,
  description,
  retryLabel,
  onRetry,
  retrying = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.state, className)} role="alert">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      <button
        type="button"
        className={styles.retry}
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {retryLabel}
      </button>
    </div>
  );
}
