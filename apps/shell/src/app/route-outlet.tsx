import { Navigate, useLocation } from 'react-router-dom';
import { matchRoute } from '@nivaas/routes';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { RemoteArea } from './remote-area';

/** Shows the screen the route table gives the current URL: a remote's area, or a screen of the shell's own. */
export function RouteOutlet() {
  const { pathname, search } = useLocation();
  const match = matchRoute(pathname);

  if (match.owner === 'shell') {
    // Routes end with a slash (SPEC.md section 2): a known path typed without it is sent to it.
    if (!match.route && !pathname.endsWith('/') && matchRoute(`${pathname}/`).route) {
      return <Navigate to={`${pathname}/${search}`} replace />;
    }
    return <NotFoundScreen />;
  }
  return <RemoteArea key={match.owner} remote={match.owner} screen={match.screen} params={match.params} search={search} />;
}
