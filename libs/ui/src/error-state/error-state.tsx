import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { useErrorStateT } from './error-state-messages';
import message from '../internal/state-message.module.css';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  title: string;
  description?: string;
  /** Label of the retry button, e.g. "Try again"; translated "Retry" by default. */
  retryLabel?: string;
  onRetry: () => void;
  /** Disables the button and marks it busy while a retry is running. */
  retrying?: boolean;
  headingLevel?: 1 | 2 | 3 | 4;
  /**
   * Moves focus to Retry once, when the error appears in place of what the user was waiting for, so keyboard
   * and screen-reader users land on the way out (without scrolling the page).
   */
  focusOnMount?: boolean;
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
  focusOnMount = false,
  className,
}: ErrorStateProps) {
  const t = useErrorStateT();
  const retryRef = useRef<HTMLButtonElement>(null);
  // Read once: the focus belongs to the moment the error appears, not to later prop changes.
  const focusWhenMounted = useRef(focusOnMount);
  useEffect(() => {
    if (focusWhenMounted.current) retryRef.current?.focus({ preventScroll: true });
  }, []);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(message.state, className)} role="alert">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <Heading className={message.title}>{title}</Heading>
      {description && <p className={message.description}>{description}</p>}
      <button
        ref={retryRef}
        type="button"
        className={styles.retry}
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {retryLabel ?? t('errorState.retry')}
      </button>
    </div>
  );
}
