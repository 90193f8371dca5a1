import { matchRoute } from '@nivaas/routes';
import type { RemoteLoader } from './remote-loader';

/**
 * The landing page's screen is needed at once, and the HTML already preloads its remote's entry: so
 * its remote's routes and then the screen's code are asked for now, beside React's first render,
 * rather than when the route outlet renders. Nothing else is fetched; a failure is left to the
 * outlet, which loads the same things again and shows the error with Retry.
 */
export function startLandingScreen(loader: RemoteLoader, pathname: string): void {
  const { owner, screen } = matchRoute(pathname);
  if (owner === 'shell') return;
  loader
    .load(owner)
    .then((remote) => remote.routes[screen as keyof typeof remote.routes]?.load())
    .catch(() => undefined);
}
