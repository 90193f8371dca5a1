import { useEffect, useState } from 'react';
import { isRouteNotFound, ScreenView, type RemoteModule, type RemoteName } from '@nivaas/routes';
import { useRemoteLoader } from '../federation/remote-loader-context';
import { useTranslate } from '../i18n/i18n-context';
import { AreaError } from './area-error';
import { AreaLoading } from './area-loading';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';

/** After this long without its remote, an area says so and offers Retry (issue 2: within 3 s). */
export const REMOTE_FAILURE_DEADLINE_MS = 2500;

/** What one load of a remote came to, tagged with the attempt it answers. */
type AreaState =
  { attempt: string; status: 'failed' } | { attempt: string; status: 'ready'; module: RemoteModule<RemoteName> };

export interface RemoteAreaProps {
  readonly remote: RemoteName;
  readonly screen: string;
  readonly pathname: string;
  readonly params: Readonly<Record<string, string>>;
  readonly search: string;
}

/**
 * One remote's area of the page. A remote that is down, slow or throwing is contained
 * here: the header, footer and every other remote keep working.
 */
export function RemoteArea({ remote, screen, pathname, params, search }: RemoteAreaProps) {
  const loader = useRemoteLoader();
  const t = useTranslate();
  const [retries, setRetries] = useState(0);
  const attempt = `${remote}:${retries}`;
  const [outcome, setOutcome] = useState<AreaState | null>(null);

  useEffect(() => {
    let live = true;
    // Past the deadline the visitor is told; if the remote still arrives, the area fills in.
    const deadline = setTimeout(
      () => live && setOutcome((now) => (now?.attempt === attempt ? now : { attempt, status: 'failed' })),
      REMOTE_FAILURE_DEADLINE_MS,
    );
    loader.load(remote).then(
      (module) => live && setOutcome({ attempt, status: 'ready', module }),
      () => live && setOutcome({ attempt, status: 'failed' }),
    );
    return () => {
      live = false;
      clearTimeout(deadline);
    };
  }, [loader, remote, attempt]);

  const retry = () => {
    loader.reset(remote);
    setRetries((n) => n + 1);
  };

  const state = outcome?.attempt === attempt ? outcome : null;
  if (state?.status === 'failed') {
    return (
      <AreaError
        title={t('remote.unavailable.title')}
        body={t('remote.unavailable.body')}
        retryLabel={t('remote.retry')}
        onRetry={retry}
      />
    );
  }
  if (!state) return <AreaLoading label={t('loading')} />;

  const definition = state.module.routes[screen as keyof typeof state.module.routes];
  if (!definition) return <NotFoundScreen />;
  return (
    <div data-remote={remote} data-release={state.module.release}>
      <ScreenErrorBoundary
        key={`${screen}:${retries}`}
        onError={(error) => isRouteNotFound(error) || console.error(`Screen ${remote}/${screen} failed`, error)}
        fallback={(reset, error) =>
          isRouteNotFound(error) ? (
            <NotFoundScreen />
          ) : (
            <AreaError
              title={t('screen.failed.title')}
              body={t('screen.failed.body')}
              retryLabel={t('remote.retry')}
              onRetry={reset}
            />
          )
        }
      >
        <ScreenView
          definition={definition}
          pathname={pathname}
          params={params}
          search={search}
          fallback={<AreaLoading label={t('loading')} />}
        />
      </ScreenErrorBoundary>
    </div>
  );
}
