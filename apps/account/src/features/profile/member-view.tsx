import type { ReactNode } from 'react';
import type { Resource } from '@nivaas/state';
import { StateView } from '@nivaas/ui';
import { SignedOutPrompt } from './signed-out-prompt';

/** The texts a member screen gives its loading and error states (each screen's own catalogue). */
type MemberViewKey = 'loading' | 'error.title' | 'error.text' | 'error.retry';

/**
 * A member's screen body (my profile, update profile, rewards): signed out, the sign-in prompt; signed in, the
 * resource's loading, error with Retry, then `children` with its data.
 */
export function MemberView<T>({
  signedIn,
  resource,
  t,
  children,
}: {
  readonly signedIn: boolean;
  readonly resource: Resource<T>;
  readonly t: (key: MemberViewKey) => string;
  readonly children: (data: T) => ReactNode;
}) {
  if (!signedIn) return <SignedOutPrompt />;
  return (
    <StateView
      status={resource.status}
      loadingLabel={t('loading')}
      error={{
        title: t('error.title'),
        description: t('error.text'),
        retryLabel: t('error.retry'),
        onRetry: resource.reload,
      }}
    >
      {() => resource.data !== undefined && children(resource.data)}
    </StateView>
  );
}
