import type { ComponentType } from 'react';
import { ALL_LOCALES, currentLocale, loadDefinedCatalogues } from '@nivaas/i18n';
import type { RemoteName, ScreenIdOf } from './route-table';

/** What a screen's data loader receives: the matched URL, and a signal aborted when the visitor moves on. */
export interface LoaderContext {
  /** The path as visited, e.g. `/hotels-in-koramangala-bengaluru/`: listings resolve it against the catalogue. */
  readonly pathname: string;
  readonly params: Readonly<Record<string, string>>;
  readonly searchParams: URLSearchParams;
  readonly signal: AbortSignal;
}

export interface ScreenProps<Data = unknown> {
  readonly pathname: string;
  readonly params: Readonly<Record<string, string>>;
  readonly searchParams: URLSearchParams;
  readonly data: Data;
  /** Runs the screen's loader again (a Retry); `data` stays the last answer until the new one arrives. */
  readonly reload: () => void;
  /** True while a reload is on its way. */
  readonly reloading: boolean;
}

/** One screen of a remote: its component, loaded lazily, and an optional data loader run beside it. */
export interface ScreenDefinition<Data = unknown> {
  readonly load: () => Promise<{ default: ComponentType<ScreenProps<Data>> }>;
  readonly loader?: (context: LoaderContext) => Promise<Data>;
  /**
   * The query keys the loader reads, when it reads only some: a change to any other key (a choice the screen
   * keeps in the URL, e.g. the hotel page's `roomtype`) reaches the screen as new `searchParams` without running
   * the loader again. By default every query change runs it.
   */
  readonly loaderQuery?: readonly string[];
  /**
   * The browser chunk the component's code is in: the `webpackChunkName` of `load`'s import (screens may share
   * one, e.g. "content-pages"). A server-rendered page reads the remote's server-manifest.json by this name to
   * put the screen's CSS in the HTML and preload its JS. The remote's build fails when it names no chunk.
   */
  readonly chunk?: string;
}

/** Keeps a screen's loader and component agreeing on the type of the data between them. */
export function defineScreen<Data = undefined>(definition: ScreenDefinition<Data>): ScreenDefinition<Data> {
  const load = Object.assign(() => definition.load().then(withTexts), { [SCREEN_IMPORT]: definition.load });
  return { ...definition, load };
}

/** The screen's own `load` (its `import()`), kept on the wrapper defineScreen makes: specs read its chunk name. */
export const SCREEN_IMPORT = Symbol.for('nivaas.routes.screenImport');

/**
 * A screen's code arrives with its texts in the page's language: the catalogues its modules defined (in the remote's
 * copy of @nivaas/i18n) are fetched before the screen is drawn or hydrated, so it never shows English first. A server
 * draws pages in every language, so it loads them all.
 */
async function withTexts<M>(module: M): Promise<M> {
  await loadDefinedCatalogues('document' in globalThis ? [currentLocale()] : ALL_LOCALES);
  return module;
}

/**
 * The screens a remote exposes, keyed by the screen ids the route table gives that remote.
 * Partial while a remote's screens land issue by issue; a screen it lacks is shown as Not Found.
 */
export type RemoteRoutes<R extends RemoteName> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen carries its own data type; the map erases it, defineScreen keeps it.
  readonly [K in ScreenIdOf<R>]?: ScreenDefinition<any>;
};

/** The one module every remote exposes as `./Routes`. */
export interface RemoteModule<R extends RemoteName> {
  readonly remote: R;
  /** Build identifier of the deployed remote, shown on its area so a redeploy can be seen. */
  readonly release: string;
  readonly routes: RemoteRoutes<R>;
}

/**
 * Thrown by a loader (or a screen) when what the URL names does not exist, e.g. a listing of an
 * unknown city or a hotel id the API does not know: the shell shows its Not Found screen.
 */
export class RouteNotFoundError extends Error {
  readonly isRouteNotFound = true;
  constructor(message = 'Not Found') {
    super(message);
    this.name = 'RouteNotFoundError';
  }
}

/** Works across bundles: each remote may carry its own copy of this class. */
export function isRouteNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { isRouteNotFound?: unknown }).isRouteNotFound === true
  );
}

/**
 * How long the shell waits for a remote before its area says so and offers Retry (within 3 s of the
 * area starting to wait). A late remote still fills the area in. Part of the contract: a remote's entry must
 * arrive within it on a phone's network.
 */
export const REMOTE_FAILURE_DEADLINE_MS = 2500;

/** The federation request for a remote's one exposed module. */
export const remoteRoutesRequest = <R extends RemoteName>(remote: R): `${R}/Routes` => `${remote}/Routes`;
