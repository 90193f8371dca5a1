import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { homePath } from './paths';
import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import { matchRoute } from './match-route';
import type { RemoteModule } from './remote-contract';
import type { RemoteName } from './route-table';
import { ScreenView } from './screen-view';

function HarnessOutlet({ module }: { module: RemoteModule<RemoteName> }) {
  const { pathname, search } = useLocation();
  const match = matchRoute(pathname);
  const definition =
    match.owner === module.remote ? module.routes[match.screen as keyof typeof module.routes] : undefined;
  if (!definition) {
    return (
      <p>
        {pathname} is not a screen of {module.remote}. <Link to={homePath()}>Back</Link>
      </p>
    );
  }
  return (
    <ScreenView
      definition={definition}
      pathname={pathname}
      params={match.params}
      search={search}
      fallback={<p>Loading…</p>}
    />
  );
}

/**
 * Runs one remote on its own, without the shell, for the team that owns it
 * (`nx serve <remote>`): its screens at their real URLs, nothing else.
 */
export function RemoteHarness({ module }: { module: RemoteModule<RemoteName> }) {
  return (
    <BrowserRouter>
      <HarnessOutlet module={module} />
    </BrowserRouter>
  );
}

/**
 * A remote's standalone entry (`bootstrap.tsx`): draws its harness into the page's root element.
 * In production the shell renders the remote's `./Routes` instead and never calls this.
 */
export function mountRemoteHarness(module: RemoteModule<RemoteName>, container: HTMLElement | null): void {
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <RemoteHarness module={module} />
    </StrictMode>,
  );
}
