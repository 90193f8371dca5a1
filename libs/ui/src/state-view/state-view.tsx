import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { LoadingState } from '../loading-state/loading-state';

/** Where a screen's or a section's data is: not asked for yet, on its way, here, or failed. */
export type ViewStatus = 'idle' | 'loading' | 'success' | 'error';

/** What the error state says, and how to try again. */
export interface StateViewError {
  title: string;
  description?: string;
  /** Translated "Retry" by default. */
  retryLabel?: string;
  onRetry: () => void;
  /** Disables Retry and marks it busy while a retry is running. */
  retrying?: boolean;
}

/** What a successful but empty answer says ("No bookings yet"), with an optional way on. */
export interface StateViewEmpty {
  title: string;
  description?: string;
  /** Usually a Button, e.g. "Clear filters". */
  action?: ReactNode;
}

export interface StateViewProps {
  /** 'idle' and 'loading' both show the loading state: nothing to show yet either way. */
  status: ViewStatus;
  /** The content's shape while it loads (skeletons); three lines of text by default. */
  loading?: ReactNode;
  /** Accessible name of the busy region; translated "Loading" by default. */
  loadingLabel?: string;
  error: StateViewError;
  /** Shown instead of children on success when given (the app decides what "empty" means). */
  empty?: StateViewEmpty | null;
  /** Level of the error and empty headings, to fit the page outline. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Retry takes focus (without scrolling) when the error appears; true by default. */
  focusRetryOnError?: boolean;
  /** The content, rendered only on success; a function is called only then, so it may read the loaded data. */
  children: ReactNode | (() => ReactNode);
  /** On the loading, error and empty states; the content keeps its own layout. */
  className?: string;
}

/**
 * The one loading / error / empty view of every screen and section, so they all look, read and
 * recover the same way: skeletons in a busy region, an alert with Retry, or an empty message.
 */
export function StateView({
  status,
  loading,
  loadingLabel,
  error,
  empty,
  headingLevel,
  focusRetryOnError = true,
  children,
  className,
}: StateViewProps) {
  if (status === 'idle' || status === 'loading') {
    return (
      <LoadingState label={loadingLabel} className={className}>
        {loading}
      </LoadingState>
    );
  }

  if (status === 'error') {
    return (
      <ErrorState
        title={error.title}
        description={error.description}
        retryLabel={error.retryLabel}
        onRetry={error.onRetry}
        retrying={error.retrying}
        headingLevel={headingLevel}
        focusOnMount={focusRetryOnError}
        className={className}
      />
    );
  }

  if (empty) {
    return (
      <EmptyState
        title={empty.title}
        description={empty.description}
        action={empty.action}
        headingLevel={headingLevel}
        className={className}
      />
    );
  }

  return typeof children === 'function' ? children() : children;
}
