import { Script } from 'node:vm';
import { REMOTE_NAMES, type RemoteModule, type RemoteName } from '@nivaas/routes';
import { parseServerManifest, SERVER_MANIFEST_PATH, type ServerManifest } from './server-manifest';

/** A remote's server bundle, loaded from the remote's own deployment, with the manifest that named it. */
export interface ServerRemote<R extends RemoteName = RemoteName> {
  readonly name: R;
  readonly module: RemoteModule<R>;
  readonly manifest: ServerManifest;
  /** The remote's base URL (where its remoteEntry.js is): the manifest's files are relative to it. */
  readonly baseUrl: string;
}

export interface RemoteServerModulesOptions {
  /** Each remote's remoteEntry.js URL (the shell server's remote manifest). */
  readonly remotes: Readonly<Record<RemoteName, string>>;
  /** The modules a server bundle may require, by name: the shell server's own copies (one React per process). */
  readonly shared: Readonly<Record<string, unknown>>;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /**
   * How long a fetched server-manifest.json is used before it is asked for again. The remote's entry is `no-cache`
   * (a browser asks on every load), so this is short: a redeployed remote is rendered within it, with no restart.
   */
  readonly manifestFreshMs?: number;
  /** Per fetch (manifest or bundle): a remote that does not answer in time is not waited for. */
  readonly fetchTimeoutMs?: number;
  /** Called once when a remote starts failing, and not again until it has worked (no log flood per request). */
  readonly onFailure?: (remote: RemoteName, error: unknown) => void;
}

export interface RemoteServerModules {
  /** The remote's current server bundle, or null when it cannot be had now (the page is then rendered in the browser). */
  get<R extends RemoteName>(remote: R): Promise<ServerRemote<R> | null>;
}

export const DEFAULT_MANIFEST_FRESH_MS = 2_000;
export const DEFAULT_SERVER_FETCH_TIMEOUT_MS = 1_500;
/** Bundles of older releases kept per remote: the current one and the one before (requests still rendering it). */
const BUNDLES_KEPT = 2;

export class ServerBundleError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
  ) {
    super(`${remote}: ${message}`);
    this.name = 'ServerBundleError';
  }
}

interface ManifestState {
  manifest: ServerManifest;
  etag: string | null;
  checkedAt: number;
}

/** The remote's base URL: the folder its remoteEntry.js is in. */
export function remoteBaseUrl(entryUrl: string): string {
  return new URL('.', entryUrl).toString();
}

/**
 * Evaluates a CommonJS server bundle with a `require` that hands out only the shared modules: the bundle gets the
 * shell server's React, react-dom and @nivaas/state (so contexts and hooks are the same objects), and nothing else
 * of the process (no fs, no child_process). The code is our own remote's, fetched from the URL in the server's own
 * configuration, so it is trusted as much as the browser trusts that remote's scripts; the narrow require keeps a
 * bundle built wrongly (one that expects a module the shell does not share) from half-working.
 */
export function evaluateServerBundle(
  source: string,
  filename: string,
  shared: Readonly<Record<string, unknown>>,
): unknown {
  const wrapper = new Script(`(function (exports, require, module) {${source}\n})`, { filename });
  const module = { exports: {} as unknown };
  const require = (request: string) => {
    if (Object.prototype.hasOwnProperty.call(shared, request)) return shared[request];
    throw new Error(`${filename} requires ${request}, which the shell server does not share`);
  };
  (wrapper.runInThisContext() as (e: unknown, r: unknown, m: unknown) => void)(module.exports, require, module);
  return module.exports;
}

function routesOf<R extends RemoteName>(name: R, exported: unknown): RemoteModule<R> {
  const candidate =
    typeof exported === 'object' && exported !== null && 'default' in exported
      ? (exported as { default: unknown }).default
      : exported;
  const module = candidate as Partial<RemoteModule<R>> | null;
  if (!module || module.remote !== name || typeof module.routes !== 'object' || typeof module.release !== 'string') {
    throw new ServerBundleError(name, 'the server bundle exposes no routes');
  }
  return module as RemoteModule<R>;
}

/**
 * Loads each remote's server bundle from the remote's own deployment at run time, never from code compiled into
 * the shell: `<base>/server/server-manifest.json` (asked again after manifestFreshMs, with If-None-Match), then the
 * content-hashed bundle it names (fetched once per release). A failure is never kept: the next request tries again.
 */
export function createRemoteServerModules(options: RemoteServerModulesOptions): RemoteServerModules {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const freshMs = options.manifestFreshMs ?? DEFAULT_MANIFEST_FRESH_MS;
  const timeoutMs = options.fetchTimeoutMs ?? DEFAULT_SERVER_FETCH_TIMEOUT_MS;
  const manifests = new Map<RemoteName, ManifestState>();
  const manifestChecks = new Map<RemoteName, Promise<ManifestState>>();
  const bundles = new Map<RemoteName, Map<string, Promise<RemoteModule<RemoteName>>>>();
  const failing = new Set<RemoteName>();
  for (const name of Object.keys(options.remotes)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new Error(`Unknown remote ${name}`);
  }

  async function fetchOk(remote: RemoteName, url: string, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok && response.status !== 304) {
      throw new ServerBundleError(remote, `${url} answered ${response.status}`);
    }
    return response;
  }

  async function checkManifest(remote: RemoteName, base: string): Promise<ManifestState> {
    const known = manifests.get(remote);
    const response = await fetchOk(remote, new URL(SERVER_MANIFEST_PATH, base).toString(), {
      accept: 'application/json',
      ...(known?.etag ? { 'if-none-match': known.etag } : {}),
    });
    if (response.status === 304 && known) {
      const state = { ...known, checkedAt: now() };
      manifests.set(remote, state);
      return state;
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ServerBundleError(remote, 'server-manifest.json is not JSON');
    }
    const state = { manifest: parseServerManifest(body), etag: response.headers.get('etag'), checkedAt: now() };
    manifests.set(remote, state);
    return state;
  }

  function currentManifest(remote: RemoteName, base: string): Promise<ManifestState> {
    const known = manifests.get(remote);
    if (known && now() - known.checkedAt < freshMs) return Promise.resolve(known);
    let pending = manifestChecks.get(remote);
    if (!pending) {
      pending = checkManifest(remote, base).finally(() => manifestChecks.delete(remote));
      manifestChecks.set(remote, pending);
    }
    return pending;
  }

  function bundle<R extends RemoteName>(remote: R, url: string): Promise<RemoteModule<R>> {
    let kept = bundles.get(remote);
    if (!kept) {
      kept = new Map();
      bundles.set(remote, kept);
    }
    let pending = kept.get(url);
    if (!pending) {
      pending = fetchOk(remote, url)
        .then((response) => response.text())
        .then((source) => routesOf(remote, evaluateServerBundle(source, url, options.shared)));
      const forget = () => kept?.get(url) === pending && kept.delete(url);
      pending.catch(forget);
      kept.set(url, pending);
      while (kept.size > BUNDLES_KEPT) kept.delete(kept.keys().next().value as string);
    }
    return pending as Promise<RemoteModule<R>>;
  }

  return {
    async get<R extends RemoteName>(remote: R): Promise<ServerRemote<R> | null> {
      const entry = options.remotes[remote];
      try {
        const base = remoteBaseUrl(entry);
        const { manifest } = await currentManifest(remote, base);
        const module = await bundle(remote, new URL(`server/${manifest.file}`, base).toString());
        if (module.release !== manifest.release) {
          throw new ServerBundleError(
            remote,
            `the bundle is release ${module.release}, the manifest names ${manifest.release}`,
          );
        }
        failing.delete(remote);
        return { name: remote, module, manifest, baseUrl: base };
      } catch (error) {
        if (!failing.has(remote)) {
          failing.add(remote);
          options.onFailure?.(remote, error);
        }
        return null;
      }
    },
  };
}
