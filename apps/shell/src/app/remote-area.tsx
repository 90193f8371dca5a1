import { useEffect, useState } from 'react';
import { REMOTE_FAILURE_DEADLINE_MS, ScreenView, type Owner, type RemoteModule, type RemoteName } from '@nivaas/routes';
import { useResource } from '@nivaas/state';
import { StateView } from '@nivaas/ui';
import { useRemoteLoader } from '../federation/remote-loader-context';
import { useShellT } from '../i18n/shell-messages';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { AREA_CLASS, AreaLoading, AreaSkeleton } from './area-loading';
import { ScreenArea } from './screen-area';

/**
 * Performance marks around the wait for a remote: when the deadline starts and when the failure shows, so the
 * deadline can be measured on the page's own clock (RUM, e2e) rather than from a page load on a busy machine.
 */
export const remoteWaitMark = (remote: RemoteName, phase: 'start' | 'failed') =>
  `nivaas:remote-wait:${remote}:${phase}`;
const mark = (name: string) => (globalThis as { performance?: Performance }).performance?.mark?.(name);

/** A screen's name (a remote's or the shell's own), the same on the server and in the browser: its data's key. */
export const screenId = (owner: Owner, screen: string) => `${owner}:${screen}`;

/** The resource key of a remote's loaded module (a server-rendered page seeds it before hydrating). */
export const remoteModuleKey = (remote: RemoteName) => `remote:${remote}`;

export interface RemoteAreaProps {
  readonly remote: RemoteName;
  readonly screen: string;
  readonly pathname: string;
  readonly params: Readonly<Record<string, string>>;
  readonly search: string;
}

/**
 * One remote's area of the page. A remote that is down, slow or throwing is contained here: past the
 * deadline the area says so with Retry (a late arrival still fills it in), and the header, footer and every
 * other remote keep working.
 */
export function RemoteArea({ remote, screen, pathname, params, search }: RemoteAreaProps) {
  const loader = useRemoteLoader();
  const t = useShellT();
  // Set where the deadline starts: the page says so (data-waiting) for tests and monitoring to see.
  const [waiting, setWaiting] = useState(false);
  const module = useResource(
    remoteModuleKey(remote),
    () => {
      mark(remoteWaitMark(remote, 'start'));
      setWaiting(true);
      return loader.load(remote);
    },
    { deadlineMs: REMOTE_FAILURE_DEADLINE_MS },
  );
  const failed = module.status === 'error';
  useEffect(() => {
    if (failed) mark(remoteWaitMark(remote, 'failed'));
  }, [failed, remote]);

  const loaded = module.data;
  return (
    <div data-remote-area={remote} data-waiting={waiting && module.status === 'loading' ? '' : undefined}>
      <StateView
        status={failed ? 'error' : loaded ? 'success' : 'loading'}
        loading={<AreaSkeleton />}
        loadingLabel={t('loading')}
        className={AREA_CLASS}
        error={{
          title: t('remote.unavailable.title'),
          description: t('remote.unavailable.body'),
          retryLabel: t('remote.retry'),
          onRetry: () => {
            loader.reset(remote);
            module.reload();
          },
        }}
        headingLevel={1}
      >
        {() =>
          loaded && <RemoteScreen module={loaded} screen={screen} pathname={pathname} params={params} search={search} />
        }
      </StateView>
    </div>
  );
}

function RemoteScreen({
  module,
  screen,
  pathname,
  params,
  search,
}: Omit<RemoteAreaProps, 'remote'> & { readonly module: RemoteModule<RemoteName> }) {
  const t = useShellT();
  const remote = module.remote;
  const definition = module.routes[screen as keyof typeof module.routes];
  if (!definition) return <NotFoundScreen />;
  return (
    <div data-remote={remote} data-release={module.release}>
      <ScreenArea screen={screen}>
        <ScreenView
          definition={definition}
          id={screenId(remote, screen)}
          pathname={pathname}
          params={params}
          search={search}
          fallback={<AreaLoading label={t('loading')} />}
        />
      </ScreenArea>
    </div>
  );
}
