import clsx from 'clsx';
import { useSubmitStatusT } from './submit-status-messages';
import hidden from '../visually-hidden/visually-hidden.module.css';
import styles from './submit-status.module.css';

/** Where a form's submission is. */
export type SubmitState = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface SubmitStatusProps {
  state: SubmitState;
  /** Shown and announced once the form went through; translated "Submitted" by default. */
  successMessage?: string;
  /** Shown as an alert when it did not; translated "Could not submit. Please try again." by default. */
  failureMessage?: string;
  className?: string;
}

/**
 * What a form says after submit, next to its submit button. The polite status region is always in
 * the page (hidden until there is news), because screen readers only announce changes to a live
 * region that already exists; a failure is an alert, announced at once.
 */
export function SubmitStatus({ state, successMessage, failureMessage, className }: SubmitStatusProps) {
  const t = useSubmitStatusT();
  const succeeded = state === 'succeeded';
  return (
    <div className={clsx(styles.submitStatus, className)}>
      <div role="status" className={succeeded ? clsx(styles.message, styles.success) : hidden.hidden}>
        {succeeded && (
          <>
            <span className={styles.icon} aria-hidden="true">
              ✓
            </span>
            <span>{successMessage ?? t('submitStatus.succeeded')}</span>
          </>
        )}
      </div>
      {state === 'failed' && (
        <div role="alert" className={clsx(styles.message, styles.failure)}>
          <span className={styles.icon} aria-hidden="true">
            !
          </span>
          <span>{failureMessage ?? t('submitStatus.failed')}</span>
        </div>
      )}
    </div>
  );
}
