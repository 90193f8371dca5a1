import { createHash, timingSafeEqual } from 'node:crypto';
import { createContext, Script } from 'node:vm';
import { SHARED_LOCALE_GLOBALS } from '@nivaas/i18n';
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
  /**
   * Production: every remote URL must be HTTPS (or loopback), else creating the loader throws. The server's
   * configuration checks the same at start (server-config.ts); this keeps the loader safe on its own.
   */
  readonly httpsOnly?: boolean;
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
 * The globals a server bundle's context has besides the language's own (Object, Promise, Intl, JSON...): what the
 * remotes' code and the libraries inside their bundles use while drawing a screen on the server. Nothing of the
 * process: no `process`, no `require` of Node's modules, no `fetch` (the API client the shell shares makes the calls).
 */
export function serverBundleGlobals(): Record<string, unknown> {
  return {
    console,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    structuredClone,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    AbortSignal,
    atob,
    btoa,
  };
}

/**
 * Evaluates a CommonJS server bundle in a context of its own (node:vm createContext) whose globals are
 * serverBundleGlobals() only, with a `require` that hands out only the shared modules: the bundle gets the shell
 * server's React, react-dom and @nivaas/state (so contexts and hooks are the same objects) and nothing else of the
 * process (no `process`, no fs, no child_process). The code is our own remote's, fetched from the origin in the
 * server's own configuration and checked against the digest in its manifest, so it is trusted as much as the
 * browser trusts that remote's scripts; the context keeps a bundle built wrongly, or a dependency inside it that
 * reaches for the process, from touching more than a page needs. Objects cross between the two realms (the
 * bundle's arrays and promises go into React), which works because React and the shared modules test arrays with
 * Array.isArray and promises by their `then`, never with `instanceof` against their own realm's classes.
 */
export function evaluateServerBundle(
  source: string,
  filename: string,
  shared: Readonly<Record<string, unknown>>,
): unknown {
  const context = createContext(serverBundleGlobals(), { name: filename, codeGeneration: { strings: false } });
  // The page's locale is held on globalThis under registered symbols (@nivaas/i18n): the bundle's copy of the library
  // must read the shell server's, or a French page would be drawn in English by the remote.
  for (const key of SHARED_LOCALE_GLOBALS) {
    Object.defineProperty(context, key, {
      get: () => (globalThis as Record<symbol, unknown>)[key],
      set: (value: unknown) => {
        (globalThis as Record<symbol, unknown>)[key] = value;
      },
    });
  }
  const wrapper = new Script(`(function (exports, require, module) {${source}\n})`, { filename });
  const module = { exports: {} as unknown };
  const require = (request: string) => {
    if (Object.prototype.hasOwnProperty.call(shared, request)) return shared[request];
    throw new Error(`${filename} requires ${request}, which the shell server does not share`);
  };
  (wrapper.runInContext(context) as (e: unknown, r: unknown, m: unknown) => void)(module.exports, require, module);
  return module.exports;
}

/** `sha384-<base64>` of the bytes (the form the remote's manifest gives). */
export function sha384Integrity(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

function sameDigest(actual: string, expected: string): boolean {
  const a = Buffer.from(actual);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The URL of a file under the remote's base, refused unless it stays on the remote's origin and under its base:
 * the manifest comes from the configured origin, and so must everything it names.
 */
export function fileUnderBase(remote: RemoteName, base: string, path: string): string {
  const baseUrl = new URL(base);
  const url = new URL(path, baseUrl);
  if (url.origin !== baseUrl.origin || !url.pathname.startsWith(baseUrl.pathname) || url.search || url.hash) {
    throw new ServerBundleError(remote, `${path} is not under ${base}`);
  }
  return url.toString();
}

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

/** Whether the URL names this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Whether code may be fetched from the URL in production: HTTPS, or plain HTTP to this machine only. */
export function isTrustedTransport(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url));
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
 * content-hashed bundle it names (fetched once per release), evaluated only when its bytes have the manifest's
 * SHA-384 digest. A failure is never kept: the next request tries again (and onFailure hears of it once).
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
  if (options.httpsOnly) {
    for (const [name, url] of Object.entries(options.remotes)) {
      if (!isTrustedTransport(new URL(url)))
        throw new Error(`${name}: ${url} is not HTTPS (only loopback may be HTTP)`);
    }
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
    const response = await fetchOk(remote, fileUnderBase(remote, base, SERVER_MANIFEST_PATH), {
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

  /** The bytes of the bundle, refused unless their SHA-384 digest is the manifest's. */
  async function checkedSource(remote: RemoteName, url: string, integrity: string): Promise<string> {
    const bytes = new Uint8Array(await (await fetchOk(remote, url)).arrayBuffer());
    if (!sameDigest(sha384Integrity(bytes), integrity)) {
      throw new ServerBundleError(remote, `${url} does not have the digest its manifest gives (${integrity})`);
    }
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  }

  function bundle<R extends RemoteName>(remote: R, url: string, integrity: string): Promise<RemoteModule<R>> {
    let kept = bundles.get(remote);
    if (!kept) {
      kept = new Map();
      bundles.set(remote, kept);
    }
    // Kept by URL and digest: a manifest that names the same file with another digest is fetched and checked anew.
    const key = `${url} ${integrity}`;
    let pending = kept.get(key);
    if (!pending) {
      pending = checkedSource(remote, url, integrity).then((source) =>
        routesOf(remote, evaluateServerBundle(source, url, options.shared)),
      );
      const forget = () => kept?.get(key) === pending && kept.delete(key);
      pending.catch(forget);
      kept.set(key, pending);
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
        const module = await bundle(remote, fileUnderBase(remote, base, `server/${manifest.file}`), manifest.integrity);
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
