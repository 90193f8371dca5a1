import { act } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import {
  matchRoute,
  preloadScreen,
  ScreenView,
  screenDataKey,
  screenDataSeed,
  type ScreenDefinition,
} from '@nivaas/routes';
import { createResourceSeeds, PlatformProvider, ResourceSeedsProvider } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { forgetEarlyAnswers } from '../features/first-view/testing';
import remote from '../routes';

/**
 * Test helpers: a discovery screen drawn as the shell server draws it and hydrated as the browser hydrates it
 * (apps/shell/src/server-render): the screen of the URL from this remote's ./Routes, its code preloaded,
 * its loader's data seeded under the key ScreenView reads (the browser gets it through the page's JSON), in
 * StrictMode. Never imported by app code.
 */

/** One of this remote's screen definitions, as ./Routes declares it (its loader lazily imported). */
export function discoveryScreen<K extends keyof typeof remote.routes>(id: K): NonNullable<(typeof remote.routes)[K]> {
  const definition = remote.routes[id];
  if (!definition) throw new Error(`discovery has no screen ${id}`);
  return definition;
}

/** What the shell shows while a screen's code or loader data is on its way: never in a server-rendered screen. */
export const SHELL_FALLBACK_TEXT = 'The shell is waiting for the screen';

function page(url: string, data: unknown) {
  const { pathname, search } = new URL(url, 'https://nivaas.test');
  const { screen, params } = matchRoute(pathname);
  const definition = remote.routes[screen as keyof typeof remote.routes] as ScreenDefinition<unknown> | undefined;
  if (!definition) throw new Error(`discovery has no screen for ${url}`);
  const id = `discovery:${screen}`;
  const view = () => (
    <StrictMode>
      <ResourceSeedsProvider
        seeds={createResourceSeeds([[screenDataKey(definition, id, pathname, params, search), screenDataSeed(data)]])}
      >
        <PlatformProvider platform={createTestPlatform()}>
          <MemoryRouter initialEntries={[url]}>
            <ScreenView
              definition={definition}
              id={id}
              pathname={pathname}
              params={params}
              search={search}
              fallback={<p>{SHELL_FALLBACK_TEXT}</p>}
            />
          </MemoryRouter>
        </PlatformProvider>
      </ResourceSeedsProvider>
    </StrictMode>
  );
  return { definition, view };
}

/** The screen's HTML for `url`, drawn with `data` (what its loader answered on the server). */
export async function renderOnServer(url: string, data: unknown): Promise<string> {
  const { definition, view } = page(url, data);
  await preloadScreen(definition);
  return renderToString(view());
}

/** `html` parsed into a detached element, to query the page as it arrives, before any code runs. */
export function parseMarkup(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** The screen's server HTML for `url` with `data`, parsed (renderOnServer, then parseMarkup). */
export async function serverMarkup(url: string, data: unknown): Promise<HTMLElement> {
  return parseMarkup(await renderOnServer(url, data));
}

/**
 * The screen's server HTML for `url` with `data`, parsed, after checking what every finished server-drawn
 * screen keeps: no loading state, not the shell's fallback, and no style attribute (the page's CSP is fixed
 * before its markup exists).
 */
export async function finishedServerMarkup(url: string, data: unknown): Promise<HTMLElement> {
  const container = await serverMarkup(url, data);
  expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  expect(container.textContent).not.toContain(SHELL_FALLBACK_TEXT);
  expect(container.querySelector('[style]')).toBeNull();
  return container;
}

const hydratedRoots: Root[] = [];

/**
 * Hydrates `container` (server HTML already in the document) with `element`. Returns what React reported as
 * recoverable errors (a mismatch) and the root; unmountHydrated unmounts it.
 */
export async function hydrateMarkup(
  container: HTMLElement,
  element: ReactElement,
): Promise<{ recoverable: jest.Mock; root: Root }> {
  const recoverable = jest.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  hydratedRoots.push(root as Root);
  return { recoverable, root: root as Root };
}

/**
 * What a screen test leaves behind, forgotten (for afterEach): every root hydrated here unmounted, the document
 * emptied, the loaders' early answers dropped.
 */
export function forgetScreens(): void {
  act(() => hydratedRoots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
  forgetEarlyAnswers();
}

/**
 * Puts `html` in the document and hydrates it with the same data, as the browser does after the page's JSON
 * (`JSON.parse`). Returns what React reported as recoverable errors (a mismatch) and the root.
 */
export async function hydrateInBrowser(
  url: string,
  html: string,
  data: unknown,
): Promise<{ container: HTMLElement; recoverable: jest.Mock; root: Root }> {
  // The page carries the data as JSON, which has no `undefined`.
  const { definition, view } = page(
    url,
    data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as unknown),
  );
  await preloadScreen(definition);
  const container = parseMarkup(html);
  document.body.append(container);
  return { container, ...(await hydrateMarkup(container, view())) };
}

/**
 * The page for `url` drawn on the server with `data`, then hydrated in the browser with the same data.
 * `betweenThem` runs after the server drew it (to forget the calls the server made).
 */
export async function serverThenBrowser(url: string, data: unknown, betweenThem: () => void = () => undefined) {
  const html = await renderOnServer(url, data);
  betweenThem();
  return hydrateInBrowser(url, html, data);
}
