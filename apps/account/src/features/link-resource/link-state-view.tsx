import type { ReactNode } from 'react';
import type { Resource } from '@nivaas/state';
import { StateView } from '@nivaas/ui';

/** The words every link page's catalogue has for loading and for a failed load. */
export type LinkStateKey = 'loading' | 'error.title' | 'error.body' | 'retry';

/** What a guest link opens, as its page shows it: loading, a failure with Retry, then the view of its data. */
export function LinkStateView<T>({
  resource,
  t,
  children,
}: {
  readonly resource: Resource<T>;
  readonly t: (key: LinkStateKey) => string;
  readonly children: (data: T) => ReactNode;
}) {
  return (
    <StateView
      status={resource.data ? 'success' : resource.status}
      loadingLabel={t('loading')}
      headingLevel={1}
      error={{
        title: t('error.title'),
        description: t('error.body'),
        retryLabel: t('retry'),
        onRetry: resource.reload,
      }}
    >
      {() => (resource.data ? children(resource.data) : null)}
    </StateView>
  );
}
