import {
  NOT_FOUND_SCREEN,
  REMOTE_NAMES,
  screenDataKey,
  screenDataSeed,
  type Owner,
  type RemoteModule,
  type RemoteName,
  type ScreenDefinition,
} from '@nivaas/routes';
import { createResourceSeeds, type ResourceSeeds } from '@nivaas/state';
import { remoteModuleKey, screenId } from '../app/remote-area';

/** The element the server writes the state into, as JSON. */
export const SERVER_RENDER_ELEMENT_ID = 'nivaas-ssr';

/** What the browser needs to hydrate a server-rendered page: embedded as JSON (`#nivaas-ssr`). */
export interface ServerRenderState {
  /** Whose screen it is: a remote's, or the shell's own (src/routes.ts SHELL_SCREENS). */
  readonly remote: Owner;
  readonly screen: string;
  /**
   * The remote's release the HTML was drawn with: the browser hydrates only with the same release. SHELL_RELEASE
   * for the shell's own screens, whose HTML and script come from one deployment.
   */
  readonly release: string;
  /** The locale the HTML was written in: the browser hydrates only in the same one. */
  readonly locale: string;
  readonly pathname: string;
  readonly search: string;
  readonly params: Readonly<Record<string, string>>;
  /** The screen's loader answer (absent for a screen without a loader). */
  readonly data?: unknown;
}

/**
 * The release of the shell's own screens in a render state. The shell server renders them with the render bundle of
 * its own build, which also serves the page's script: the two cannot differ.
 */
export const SHELL_RELEASE = 'shell';

/**
 * The seeds a page starts with, the same on the server and in the browser (so both draw the same HTML): the remote's
 * module (null for the shell's own screens, which are in the shell's code) and the screen's data.
 */
export function serverRenderSeeds(
  module: RemoteModule<RemoteName> | null,
  definition: ScreenDefinition<unknown>,
  state: Pick<ServerRenderState, 'screen' | 'pathname' | 'search' | 'params' | 'data'>,
): ResourceSeeds {
  const entries: [string, unknown][] = module ? [[remoteModuleKey(module.remote), module]] : [];
  const owner: Owner = module ? module.remote : 'shell';
  if (definition.loader) {
    entries.push([
      screenDataKey(definition, screenId(owner, state.screen), state.pathname, state.params, state.search),
      screenDataSeed(state.data),
    ]);
  }
  return createResourceSeeds(entries);
}

const OWNERS: readonly Owner[] = ['shell', ...REMOTE_NAMES];

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

/**
 * The server's render state embedded in the page, or null when the page was not server-rendered or the block is
 * not what the server writes (the page is then drawn in the browser, as before).
 */
export function readServerRenderState(doc: Pick<Document, 'getElementById'>): ServerRenderState | null {
  const text = doc.getElementById(SERVER_RENDER_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { remote, screen, release, locale, pathname, search, params } = value as Record<string, unknown>;
  if (typeof remote !== 'string' || !(OWNERS as readonly string[]).includes(remote)) return null;
  if (typeof screen !== 'string' || typeof release !== 'string' || typeof pathname !== 'string') return null;
  if (typeof locale !== 'string') return null;
  if (typeof search !== 'string' || !isStringRecord(params)) return null;
  return value as ServerRenderState;
}

/**
 * The path the shell server answered 404 for, when the page is that answer for the URL the browser is at: its render
 * state is the shell's Not Found. The browser shows Not Found there too, signed in or not, instead of matching the
 * URL's shape (a listing, a brand) and asking again.
 */
export function landingNotFoundPath(state: ServerRenderState | null, pathname: string): string | null {
  return state?.remote === 'shell' && state.screen === NOT_FOUND_SCREEN && state.pathname === pathname
    ? pathname
    : null;
}
