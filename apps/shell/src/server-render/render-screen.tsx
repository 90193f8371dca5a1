import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
// Server only (this file is never in a browser bundle): the router that renders one URL.
// eslint-disable-next-line no-restricted-imports -- StaticRouter is not in the browser's shared subset, on purpose.
import { StaticRouter } from 'react-router-dom';
import {
  NOT_FOUND_SCREEN,
  preloadScreen,
  type RemoteModule,
  type RemoteName,
  type ScreenDefinition,
} from '@nivaas/routes';
import { loadDefinedCatalogues, renderInLocale, type Locale } from '@nivaas/i18n';
import { ResourceSeedsProvider } from '@nivaas/state';
import { AppContent } from '../app/app';
import { SiteFooter } from '../features/chrome';
import type { RemoteLoader } from '../federation/remote-loader';
import { NOT_FOUND, SHELL_SCREENS } from '../routes';
import { serverRenderSeeds, SHELL_RELEASE, type ServerRenderState } from './server-render-state';

export interface RenderScreenInput {
  /**
   * The remote whose screen it is, loaded by the shell server from the remote's deployment. Absent for the shell's
   * own screens (src/routes.ts SHELL_SCREENS), which are in this bundle.
   */
  readonly module?: RemoteModule<RemoteName>;
  readonly screen: string;
  readonly pathname: string;
  readonly search: string;
  readonly params: Readonly<Record<string, string>>;
  /** The remote screen's loader answer (the shell server runs a remote's loader; a shell screen's runs here). */
  readonly data?: unknown;
  readonly customerCarePhone: string;
  /** The locale to write the page in, chosen as the browser chooses it (@nivaas/i18n choosePageLocale). */
  readonly locale: Locale;
  /** Ends a shell screen's loader when the server gives up on the render. */
  readonly signal?: AbortSignal;
}

/** The remote loader of a server render: the one module it was given, already loaded (none for a shell screen). */
function loadedOnly(module: RemoteModule<RemoteName> | null): RemoteLoader {
  const fail = () => Promise.reject(new Error('A server render loads no other remote'));
  const load = ((name: RemoteName) =>
    module && name === module.remote ? Promise.resolve(module) : fail()) as RemoteLoader['load'];
  return {
    load,
    loadOnce: load,
    preload: () => undefined,
    reset: () => undefined,
  };
}

/** The screen's definition: the remote's, or the shell's own when no remote module is given. */
function definitionOf(module: RemoteModule<RemoteName> | null, screen: string): ScreenDefinition<unknown> {
  // The page of a 404 (the shell server decided it): the shell's own Not Found, whatever the URL's shape.
  if (!module && screen === NOT_FOUND_SCREEN) return NOT_FOUND;
  const routes: Readonly<Record<string, ScreenDefinition<unknown> | undefined>> = module
    ? (module.routes as Readonly<Record<string, ScreenDefinition<unknown>>>)
    : SHELL_SCREENS;
  const definition = Object.hasOwn(routes, screen) ? routes[screen] : undefined;
  if (!definition) throw new Error(`${module ? module.remote : 'shell'} has no screen ${screen}`);
  return definition;
}

/**
 * Draws the shell and one screen for a URL (a remote's, or the shell's own), as the browser will hydrate it: the
 * screen's code preloaded and its data seeded, so nothing suspends and the HTML holds the whole first view.
 * Anonymous by construction (the stores' server snapshot is their initial state): the HTML may be cached and
 * shared. Throws if the screen does; the caller then serves the page to be drawn in the browser.
 */
export async function renderScreen(input: RenderScreenInput): Promise<{ html: string; state: ServerRenderState }> {
  const { screen, pathname, search, params, customerCarePhone, locale } = input;
  const notFound = !input.module && screen === NOT_FOUND_SCREEN;
  const module = input.module ?? null;
  const definition = definitionOf(module, screen);
  // A remote's loader ran in the shell server; a shell screen's definition is only here, so its loader runs here.
  const data =
    module || !definition.loader
      ? input.data
      : await definition.loader({
          pathname,
          params,
          searchParams: new URLSearchParams(search),
          signal: input.signal ?? new AbortController().signal,
        });
  // The screen's code and the footer's (a chunk of its own in the browser), so the HTML holds both in one pass.
  await Promise.all([preloadScreen(definition), SiteFooter.preload()]);
  // The shell's own texts in that language (a remote's came with its screen's code, libs/routes' defineScreen).
  await loadDefinedCatalogues([locale]);
  const state: ServerRenderState = {
    remote: module ? module.remote : 'shell',
    screen,
    release: module ? module.release : SHELL_RELEASE,
    // The browser hydrates only in the same locale (its own choosePageLocale): else it draws afresh.
    locale,
    pathname,
    search,
    params,
    ...(definition.loader ? { data } : {}),
  };
  const seeds = serverRenderSeeds(module, definition, state);
  // A server has no <html lang> to read: every copy of @nivaas/i18n (the remote's too) answers `locale` meanwhile.
  const html = renderInLocale(locale, () =>
    renderToString(
      <StrictMode>
        <ResourceSeedsProvider seeds={seeds}>
          <StaticRouter location={`${pathname}${search}`}>
            <AppContent
              loader={loadedOnly(module)}
              customerCarePhone={customerCarePhone}
              notFoundPath={notFound ? pathname : null}
            />
          </StaticRouter>
        </ResourceSeedsProvider>
      </StrictMode>,
    ),
  );
  return { html, state };
}
