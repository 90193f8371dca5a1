import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { matchRoute } from '@nivaas/routes';
import { useTranslate } from '../i18n/i18n-context';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { AreaLoading } from './area-loading';
import { RemoteArea } from './remote-area';

const LoginScreen = lazy(() => import('../features/auth/login-screen'));

/** Shows the screen the route table gives the current URL: a remote's area, or a screen of the shell's own. */
export function RouteOutlet() {
  const { pathname, search } = useLocation();
  const t = useTranslate();
  const match = matchRoute(pathname);

  if (match.owner === 'shell') {
    if (match.screen === 'login') {
      return (
        <Suspense fallback={<AreaLoading label={t('loading')} />}>
          <LoginScreen />
        </Suspense>
      );
    }
    // Routes end with a slash (SPEC.md section 2): a known path typed without it is sent to it.
    if (!match.route && !pathname.endsWith('/') && matchRoute(`${pathname}/`).route) {
      return <Navigate to={`${pathname}/${search}`} replace />;
    }
    return <NotFoundScreen />;
  }
  return (
    <RemoteArea
      key={match.owner}
      remote={match.owner}
      screen={match.screen}
      pathname={pathname}
      params={match.params}
      search={search}
    />
  );
}
