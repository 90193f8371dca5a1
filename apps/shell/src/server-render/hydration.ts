import {
  NOT_FOUND_SCREEN,
  preloadScreen,
  REMOTE_FAILURE_DEADLINE_MS,
  type RemoteModule,
  type RemoteName,
  type ScreenDefinition,
} from '@nivaas/routes';
import type { ResourceSeeds } from '@nivaas/state';
import type { RemoteLoader } from '../federation/remote-loader';
import { NOT_FOUND, SHELL_SCREENS } from '../routes';
import { serverRenderSeeds, SHELL_RELEASE, type ServerRenderState } from './server-render-state';

/** Why a server-rendered page is drawn afresh instead of hydrated (logged, and counted by the e2e). */
export type HydrationSkip =
  'url-changed' | 'locale-changed' | 'release-changed' | 'no-screen' | 'signed-in' | 'remote-failed';

/** A page ready to hydrate with its seeds, or why it is drawn afresh. */
export type Prepared = { readonly seeds: ResourceSeeds } | { readonly skip: HydrationSkip };

/**
 * Gets a server-rendered page ready to hydrate: the same remote release as the HTML, its screen's code and the
 * server's data, so the first render in the browser draws exactly the server's HTML. A signed-in visitor's page is
 * drawn afresh instead (the HTML is the anonymous page; member prices and the name come from the browser's own
 * requests), and so is a page whose remote was redeployed between the HTML and the script (no mismatch: the new
 * release draws its own page).
 */
export async function prepareHydration(
  state: ServerRenderState,
  loader: RemoteLoader,
  visit: { readonly pathname: string; readonly search: string; readonly locale: string; readonly signedIn: boolean },
): Promise<Prepared> {
  if (visit.signedIn) return { skip: 'signed-in' };
  if (visit.pathname !== state.pathname || visit.search !== state.search) return { skip: 'url-changed' };
  if (visit.locale !== state.locale) return { skip: 'locale-changed' };
  if (state.remote === 'shell') return prepareShellScreen(state);
  let module;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  try {
    // One attempt within the remote deadline: the server's HTML is on screen meanwhile. A remote that fails or does
    // not answer gets its area drawn afresh at once, which waits and retries as any page does (remote-area.tsx).
    module = await Promise.race([
      loader.loadOnce(state.remote),
      new Promise<never>((_resolve, reject) => {
        deadline = setTimeout(() => reject(new Error('remote deadline')), REMOTE_FAILURE_DEADLINE_MS);
      }),
    ]);
  } catch {
    return { skip: 'remote-failed' };
  } finally {
    clearTimeout(deadline);
  }
  if (module.release !== state.release) return { skip: 'release-changed' };
  return withScreen(module, module.routes, state);
}

/** A shell screen's page (the sign-in page): its code is the shell's own, from the same deployment as the HTML. */
function prepareShellScreen(state: ServerRenderState): Promise<Prepared> {
  if (state.release !== SHELL_RELEASE) return Promise.resolve({ skip: 'release-changed' });
  // A 404's page is the shell's Not Found, which the route table has no key for.
  return withScreen(null, { ...SHELL_SCREENS, [NOT_FOUND_SCREEN]: NOT_FOUND }, state);
}

/**
 * The state's screen among `screens` (own keys only: a page's state is not trusted), its code loaded and the seeds
 * the server drew with. A chunk that does not come (the remote's, or the shell's own) leaves the page to be drawn
 * afresh, where its area shows the error with Retry.
 */
async function withScreen(
  module: RemoteModule<RemoteName> | null,
  screens: object,
  state: ServerRenderState,
): Promise<Prepared> {
  const definition = Object.hasOwn(screens, state.screen)
    ? (screens as Record<string, ScreenDefinition<unknown>>)[state.screen]
    : undefined;
  if (!definition) return { skip: 'no-screen' };
  try {
    await preloadScreen(definition);
  } catch {
    return { skip: 'remote-failed' };
  }
  return { seeds: serverRenderSeeds(module, definition, state) };
}
