import { useEffect, useRef } from 'react';
import styles from './area-error.module.css';

export interface AreaErrorProps {
  readonly title: string;
  readonly body: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
}

/** The message a failed area shows: announced to screen readers, with focus on Retry. */
export function AreaError({ title, body, retryLabel, onRetry }: AreaErrorProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    <section className={styles['error']} role="alert" aria-live="assertive">
      <h1 className={styles['title']}>{title}</h1>
      <p className={styles['body']}>{body}</p>
      <button ref={button} type="button" className={styles['retry']} onClick={onRetry}>
        {retryLabel}
      </button>
    </section>
  );
}
