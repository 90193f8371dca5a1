import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
// Server only (this file is never in a browser bundle): the router that renders one URL.
// eslint-disable-next-line no-restricted-imports -- StaticRouter is not in the browser's shared subset, on purpose.
import { StaticRouter } from 'react-router-dom';
import { preloadScreen, type RemoteModule, type RemoteName, type ScreenDefinition } from '@nivaas/routes';
import { currentLocale } from '@nivaas/i18n';
import { ResourceSeedsProvider } from '@nivaas/state';
import { AppContent } from '../app/app';
import type { RemoteLoader } from '../federation/remote-loader';
import { serverRenderSeeds, type ServerRenderState } from './server-render-state';

export interface RenderScreenInput {
  readonly module: RemoteModule<RemoteName>;
  readonly screen: string;
  readonly pathname: string;
  readonly search: string;
  readonly params: Readonly<Record<string, string>>;
  readonly data?: unknown;
  readonly customerCarePhone: string;
}

/** The remote loader of a server render: the one module it was given, already loaded. */
function loadedOnly(module: RemoteModule<RemoteName>): RemoteLoader {
  const fail = () => Promise.reject(new Error('A server render loads no other remote'));
  const load = ((name: RemoteName) =>
    name === module.remote ? Promise.resolve(module) : fail()) as RemoteLoader['load'];
  return {
    load,
    loadOnce: load,
    preload: () => undefined,
    reset: () => undefined,
  };
}

/**
 * Draws the shell and one remote screen for a URL, as the browser will hydrate it: the screen's code preloaded
 * and its data seeded, so nothing suspends and the HTML holds the whole first view. Anonymous by construction (the
 * stores' server snapshot is their initial state): the HTML may be cached and shared. Throws if the screen does;
 * the caller then serves the page to be drawn in the browser.
 */
export async function renderScreen(input: RenderScreenInput): Promise<{ html: string; state: ServerRenderState }> {
  const { module, screen, pathname, search, params, data, customerCarePhone } = input;
  const definition = module.routes[screen as keyof typeof module.routes] as ScreenDefinition<unknown> | undefined;
  if (!definition) throw new Error(`${module.remote} has no screen ${screen}`);
  await preloadScreen(definition);
  const state: ServerRenderState = {
    remote: module.remote,
    screen,
    release: module.release,
    // A server has no <html lang> to read: its texts are in the default locale (useLocale), and it says so.
    locale: currentLocale(),
    pathname,
    search,
    params,
    ...(definition.loader ? { data } : {}),
  };
  const seeds = serverRenderSeeds(module, definition, state);
  const html = renderToString(
    <StrictMode>
      <ResourceSeedsProvider seeds={seeds}>
        <StaticRouter location={`${pathname}${search}`}>
          <AppContent loader={loadedOnly(module)} customerCarePhone={customerCarePhone} />
        </StaticRouter>
      </ResourceSeedsProvider>
    </StrictMode>,
  );
  return { html, state };
}
