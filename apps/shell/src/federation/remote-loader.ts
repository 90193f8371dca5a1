import { remoteRoutesRequest, REMOTE_NAMES, type RemoteModule, type RemoteName } from '@nivaas/routes';
import type { RemoteManifest } from './remote-manifest';

/** The two calls of the federation runtime the shell uses; injected so tests can stand in for it. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoaderOptions {
  /** Tries per load before the failure reaches the screen (the runtime's retries). */
  readonly attempts: number;
  readonly retryDelayMs: number;
}

export interface RemoteLoader {
  /** Loads a remote's `./Routes` once; later calls share the same promise while it holds. */
  load<R extends RemoteName>(name: R): Promise<RemoteModule<R>>;
  /**
   * One attempt, with no retry and no wait: for a server-rendered page, whose HTML is on screen already. If it fails
   * the page is drawn afresh at once and its area waits (and retries) as usual. A success is kept by the
   * federation runtime, so the area's own load is then immediate.
   */
  loadOnce<R extends RemoteName>(name: R): Promise<RemoteModule<R>>;
  /** Starts loading on intent; never throws, never reports. */
  preload(name: RemoteName): void;
  /** Forgets a failure so the next load starts afresh (the Retry button). */
  reset(name: RemoteName): void;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    override readonly cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded`);
    this.name = 'RemoteLoadError';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers every remote of the manifest without fetching anything, then loads a remote
 * only when asked: no remote entry is fetched at start-up.
 */
export function createRemoteLoader(
  manifest: RemoteManifest,
  runtime: FederationRuntime,
  options: RemoteLoaderOptions = { attempts: 2, retryDelayMs: 250 },
): RemoteLoader {
  const entryOf = (name: RemoteName) => ({ name, entry: manifest[name] });
  runtime.registerRemotes(REMOTE_NAMES.map(entryOf));
  const loads = new Map<RemoteName, Promise<RemoteModule<RemoteName>>>();

  async function loadRoutes<R extends RemoteName>(name: R): Promise<RemoteModule<R>> {
    const module = await runtime.loadRemote<RemoteModule<R> | { default: RemoteModule<R> }>(remoteRoutesRequest(name));
    const remote = module && 'default' in module ? module.default : module;
    if (!remote || remote.remote !== name || typeof remote.routes !== 'object') {
      throw new Error(`Remote ${name} exposed no routes`);
    }
    return remote;
  }

  async function attempt<R extends RemoteName>(name: R): Promise<RemoteModule<R>> {
    let lastError: unknown;
    for (let tryNo = 1; tryNo <= options.attempts; tryNo += 1) {
      try {
        return await loadRoutes(name);
      } catch (error) {
        lastError = error;
        // A failed entry stays cached in the runtime until the remote is registered again.
        runtime.registerRemotes([entryOf(name)], { force: true });
        if (tryNo < options.attempts) await wait(options.retryDelayMs);
      }
    }
    throw new RemoteLoadError(name, lastError);
  }

  const loader: RemoteLoader = {
    load<R extends RemoteName>(name: R) {
      let pending = loads.get(name);
      if (!pending) {
        pending = attempt(name);
        loads.set(name, pending);
        pending.catch(() => loads.get(name) === pending && loads.delete(name));
      }
      return pending as Promise<RemoteModule<R>>;
    },
    loadOnce<R extends RemoteName>(name: R) {
      const pending = loads.get(name) as Promise<RemoteModule<R>> | undefined;
      return Promise.race([
        loadRoutes(name).catch((error: unknown) => {
          runtime.registerRemotes([entryOf(name)], { force: true });
          throw new RemoteLoadError(name, error);
        }),
        // A load already under way (the landing screen's) answers as well, whichever comes first.
        ...(pending ? [pending] : []),
      ]);
    },
    preload(name) {
      loader.load(name).catch(() => undefined);
    },
    reset(name) {
      loads.delete(name);
      // Drops whatever the runtime still holds for it, a request left hanging included.
      runtime.registerRemotes([entryOf(name)], { force: true });
    },
  };
  return loader;
}
