import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute, NOT_FOUND_MATCH, ScreenView, type RouteMatch } from '@nivaas/routes';
import { useShellT } from '../i18n/shell-messages';
import { NOT_FOUND, SHELL_SCREENS } from '../routes';
import { AreaLoading } from './area-loading';
import { RemoteArea, screenId } from './remote-area';
import { ScreenArea } from './screen-area';

/**
 * Shows the screen the route table gives the current URL: a remote's screen in its area, or one of the
 * shell's own (src/routes.ts) through the same ScreenView and error boundary.
 *
 * `notFoundPath` is the path the server answered 404 for, when this page is that answer. The route table matches a
 * listing or a brand by its shape; only the server, with the catalogue, knows `/hotels-near-atlantis-xyz/` names
 * nothing. So the page it drew (the Not Found screen) stays Not Found when the browser takes it over, instead of
 * loading the listing's screen to find out again (and flashing it meanwhile).
 */
export function RouteOutlet({ notFoundPath = null }: { readonly notFoundPath?: string | null }) {
  const { pathname, search } = useLocation();
  const match = pathname === notFoundPath ? NOT_FOUND_MATCH : matchRoute(pathname);
  if (match.owner !== 'shell') {
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
  // Routes end with a slash (docs/rules.md section 2): a known path typed without it is sent to it.
  if (!match.route && !pathname.endsWith('/') && matchRoute(`${pathname}/`).route) {
    return <Redirect to={`${pathname}/${search}`} />;
  }
  return <ShellScreen match={match} pathname={pathname} search={search} />;
}

function ShellScreen({ match, pathname, search }: { match: RouteMatch; pathname: string; search: string }) {
  const t = useShellT();
  const definition = match.route ? SHELL_SCREENS[match.screen as keyof typeof SHELL_SCREENS] : NOT_FOUND;
  return (
    <ScreenArea screen={match.screen}>
      <ScreenView
        definition={definition ?? NOT_FOUND}
        id={screenId('shell', match.screen)}
        pathname={pathname}
        params={match.params}
        search={search}
        fallback={<AreaLoading label={t('loading')} />}
      />
    </ScreenArea>
  );
}

/** Replaces the URL (react-router's Navigate is not in the shared subset: tools/webpack/shared-subsets). */
function Redirect({ to }: { readonly to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
