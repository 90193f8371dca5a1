import type { RemoteModule } from '@nivaas/routes';
import { createRemoteLoader, RemoteLoadError, type FederationRuntime } from './remote-loader';

const MANIFEST = {
  discovery: 'http://d.test/remoteEntry.js',
  hotel: 'http://h.test/remoteEntry.js',
  checkout: 'http://c.test/remoteEntry.js',
  account: 'http://a.test/remoteEntry.js',
};
const discovery: RemoteModule<'discovery'> = { remote: 'discovery', release: 'r1', routes: {} };

function fakeRuntime(results: Array<() => Promise<unknown>>) {
  const registered: Array<{ names: string[]; force: boolean }> = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) =>
      registered.push({ names: remotes.map((r) => r.name), force: !!options?.force }),
    loadRemote: jest.fn(() =>
      (results.shift() ?? (() => Promise.reject(new Error('no more'))))(),
    ) as FederationRuntime['loadRemote'],
  };
  return { runtime, registered };
}

describe('createRemoteLoader', () => {
  it('given a manifest, when created, then every remote is registered and nothing is loaded', () => {
    const { runtime, registered } = fakeRuntime([]);
    createRemoteLoader(MANIFEST, runtime);
    expect(registered).toEqual([{ names: ['discovery', 'hotel', 'checkout', 'account'], force: false }]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('given a loaded remote, when loaded again, then the runtime is asked once', async () => {
    const { runtime } = fakeRuntime([() => Promise.resolve({ default: discovery })]);
    const loader = createRemoteLoader(MANIFEST, runtime);
    await expect(loader.load('discovery')).resolves.toBe(discovery);
    await expect(loader.load('discovery')).resolves.toBe(discovery);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('discovery/Routes');
  });

  it('given a first failure, then it re-registers the remote and tries again', async () => {
    const { runtime, registered } = fakeRuntime([
      () => Promise.reject(new Error('500')),
      () => Promise.resolve(discovery),
    ]);
    const loader = createRemoteLoader(MANIFEST, runtime, { attempts: 2, retryDelayMs: 0 });
    await expect(loader.load('discovery')).resolves.toBe(discovery);
    expect(registered[1]).toEqual({ names: ['discovery'], force: true });
  });

  it('given every attempt fails, then it rejects with a RemoteLoadError and a later load starts afresh', async () => {
    const { runtime } = fakeRuntime([
      () => Promise.reject(new Error('down')),
      () => Promise.reject(new Error('down')),
      () => Promise.resolve(discovery),
    ]);
    const loader = createRemoteLoader(MANIFEST, runtime, { attempts: 2, retryDelayMs: 0 });
    await expect(loader.load('discovery')).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loader.load('discovery')).resolves.toBe(discovery);
  });

  it('given a remote exposing something else, then it is refused', async () => {
    const { runtime } = fakeRuntime([() => Promise.resolve({ default: { remote: 'hotel', routes: {} } })]);
    const loader = createRemoteLoader(MANIFEST, runtime, { attempts: 1, retryDelayMs: 0 });
    await expect(loader.load('discovery')).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('given preload fails, then nothing is thrown', async () => {
    const { runtime } = fakeRuntime([() => Promise.reject(new Error('x'))]);
    const loader = createRemoteLoader(MANIFEST, runtime, { attempts: 1, retryDelayMs: 0 });
    expect(() => loader.preload('discovery')).not.toThrow();
  });

  it('given a server-rendered page, when its remote fails once, then loadOnce fails at once (no retry, no wait) and a later load starts afresh', async () => {
    jest.useFakeTimers();
    try {
      const { runtime, registered } = fakeRuntime([
        () => Promise.reject(new Error('500')),
        () => Promise.resolve({ default: discovery }),
      ]);
      const loader = createRemoteLoader(MANIFEST, runtime);
      // No timer is advanced: a retry delay would leave this pending.
      await expect(loader.loadOnce('discovery')).rejects.toBeInstanceOf(RemoteLoadError);
      expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
      expect(registered.at(-1)).toEqual({ names: ['discovery'], force: true });
      await expect(loader.load('discovery')).resolves.toBe(discovery);
    } finally {
      jest.useRealTimers();
    }
  });
});
