import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useLoadingStateT } from './loading-state-messages';
import { Skeleton } from '../skeleton/skeleton';
import styles from './loading-state.module.css';

export interface LoadingStateProps {
  /** The content's shape while it loads (skeletons); three lines of text by default. */
  children?: ReactNode;
  /** Accessible name of the busy region; translated "Loading" by default. */
  label?: string;
  className?: string;
}

/**
 * The one loading markup: a busy status region named "Loading" around skeletons of the content's shape.
 * StateView shows it while data is on its way; a screen's fallback (while its code arrives) uses it alone.
 */
export function LoadingState({ children, label, className }: LoadingStateProps) {
  const t = useLoadingStateT();
  return (
    <div
      className={clsx(styles.busy, className)}
      role="status"
      aria-busy="true"
      aria-label={label ?? t('stateView.loading')}
    >
      {children ?? <Skeleton variant="text" lines={3} />}
    </div>
  );
}
