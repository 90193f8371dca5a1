import type { ReactNode } from 'react';
import { StateView, type ViewStatus } from './state-view';

/** The words a page's catalogue has for loading and for a failed load (`docs/conventions.md` 15). */
export type PageResourceKey = 'loading' | 'error.title' | 'error.body' | 'retry';

/** What the view needs of a loaded resource (`useResource` in libs/state answers this shape). */
export interface ViewedResource<T> {
  readonly status: ViewStatus;
  readonly data?: T | null;
  readonly reload: () => void;
}

export interface PageResourceViewProps<T> {
  readonly resource: ViewedResource<T>;
  readonly t: (key: PageResourceKey) => string;
  /** The content's shape while it loads (skeletons); three lines of text by default. */
  readonly loading?: ReactNode;
  /** 1 when the view is the page's only content, so the failure is the page's heading. */
  readonly headingLevel?: 1 | 2;
  /** Drawn once the data is here; data already here stays drawn while a reload runs. */
  readonly children: (data: T) => ReactNode;
}

/**
 * The view of the one resource a page or a page's main part loads: loading, a failure with Retry,
 * then its content. Built on StateView, so every page loads, fails and recovers the same way.
 */
export function PageResourceView<T>({ resource, t, loading, headingLevel = 1, children }: PageResourceViewProps<T>) {
  const { data } = resource;
  return (
    <StateView
      status={data ? 'success' : resource.status}
      loading={loading}
      loadingLabel={t('loading')}
      headingLevel={headingLevel}
      error={{
        title: t('error.title'),
        description: t('error.body'),
        retryLabel: t('retry'),
        onRetry: resource.reload,
      }}
    >
      {() => (data ? children(data) : null)}
    </StateView>
  );
}
