import { useState, type ReactNode } from 'react';
import { isRouteNotFound } from '@nivaas/routes';
import { ErrorState } from '@nivaas/ui';
import { useShellT } from '../i18n/shell-messages';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { ScreenErrorBoundary } from './screen-error-boundary';

export interface ScreenAreaProps {
  readonly screen: string;
  readonly children: ReactNode;
}

/**
 * Contains one screen, the shell's or a remote's: a screen that throws shows an error with Retry (which
 * takes focus) instead of a blank page, and a loader that says the URL names nothing shows Not Found.
 */
export function ScreenArea({ screen, children }: ScreenAreaProps) {
  const t = useShellT();
  const [attempt, setAttempt] = useState(0);
  return (
    <ScreenErrorBoundary
      key={`${screen}:${attempt}`}
      fallback={(_reset, error) =>
        isRouteNotFound(error) ? (
          <NotFoundScreen />
        ) : (
          <ErrorState
            title={t('screen.failed.title')}
            description={t('screen.failed.body')}
            retryLabel={t('remote.retry')}
            onRetry={() => setAttempt((n) => n + 1)}
            headingLevel={1}
            focusOnMount
          />
        )
      }
    >
      {children}
    </ScreenErrorBoundary>
  );
}
