/** @jest-environment node */
import { createRemoteServerModules, evaluateServerBundle, remoteBaseUrl } from './remote-server-modules';

const REMOTES = {
  discovery: 'http://discovery.test/remoteEntry.js',
  hotel: 'http://hotel.test/remoteEntry.js',
  checkout: 'http://checkout.test/remoteEntry.js',
  account: 'http://account.test/remoteEntry.js',
} as const;

/** A server bundle as a remote's build writes it: CommonJS, requiring what the shell shares. */
const bundleSource = (release: string, extra = '') => `
  const shared = require('shared-thing');
  ${extra}
  module.exports = { default: { remote: 'discovery', release: ${JSON.stringify(release)}, routes: { home: { chunk: 'home', shared } } } };
`;

interface FakeFile {
  body: string;
  status?: number;
  etag?: string;
}

/** A remote's static server: files by URL, with ETag answers, counting what was asked for. */
function fakeRemote(files: Record<string, FakeFile>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    const file = files[url];
    if (!file) return new Response('Not Found', { status: 404 });
    const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
    if (file.etag && ifNoneMatch === file.etag) return new Response(null, { status: 304 });
    return new Response(file.body, { status: file.status ?? 200, headers: file.etag ? { etag: file.etag } : {} });
  }) as typeof fetch;
  return { files, asked, fetchImpl };
}

const manifest = (release: string, file: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    release,
    file,
    externals: ['shared-thing'],
    chunks: { home: { css: ['1.a.css'], js: ['1.a.js'] } },
    ...extra,
  });

const MANIFEST_URL = 'http://discovery.test/server/server-manifest.json';

describe('remoteBaseUrl', () => {
  it('given an entry URL, then the folder it is in', () => {
    expect(remoteBaseUrl('https://cdn.test/discovery/remoteEntry.js')).toBe('https://cdn.test/discovery/');
  });
});

describe('evaluateServerBundle', () => {
  it('given a bundle requiring a shared module, then it gets the shell server copy', () => {
    const shared = { 'shared-thing': { id: 'one copy' } };
    const exported = evaluateServerBundle(bundleSource('r1'), 'x.js', shared) as {
      default: { routes: { home: { shared: unknown } } };
    };
    expect(exported.default.routes.home.shared).toBe(shared['shared-thing']);
  });

  it('given a bundle requiring anything not shared (fs), then it throws and names it', () => {
    expect(() => evaluateServerBundle(`require('fs')`, 'bad.js', {})).toThrow(/bad\.js requires fs/);
  });
});

describe('createRemoteServerModules', () => {
  const shared = { 'shared-thing': 'shared' };
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('given a remote deployed with a server bundle, then its routes, manifest and base URL', async () => {
    const remote = fakeRemote({
      [MANIFEST_URL]: { body: manifest('r1', 'routes.aaa.js') },
      'http://discovery.test/server/routes.aaa.js': { body: bundleSource('r1') },
    });
    const modules = createRemoteServerModules({ remotes: REMOTES, shared, fetch: remote.fetchImpl, now });
    const loaded = await modules.get('discovery');
    expect(loaded?.module.release).toBe('r1');
    expect(loaded?.baseUrl).toBe('http://discovery.test/');
    expect(loaded?.manifest.chunks['home']).toEqual({ css: ['1.a.css'], js: ['1.a.js'] });
  });

  it('given requests within the manifest lifetime, then nothing is fetched again; after it, only the manifest (304)', async () => {
    const remote = fakeRemote({
      [MANIFEST_URL]: { body: manifest('r1', 'routes.aaa.js'), etag: '"m1"' },
      'http://discovery.test/server/routes.aaa.js': { body: bundleSource('r1') },
    });
    const modules = createRemoteServerModules({
      remotes: REMOTES,
      shared,
      fetch: remote.fetchImpl,
      now,
      manifestFreshMs: 2_000,
    });
    await Promise.all([modules.get('discovery'), modules.get('discovery')]);
    await modules.get('discovery');
    expect(remote.asked).toEqual([MANIFEST_URL, 'http://discovery.test/server/routes.aaa.js']);
    clock += 2_000;
    expect((await modules.get('discovery'))?.module.release).toBe('r1');
    expect(remote.asked).toEqual([MANIFEST_URL, 'http://discovery.test/server/routes.aaa.js', MANIFEST_URL]);
  });

  it('given the remote redeployed alone, then the next request after the manifest lifetime renders the new release', async () => {
    const remote = fakeRemote({
      [MANIFEST_URL]: { body: manifest('r1', 'routes.aaa.js'), etag: '"m1"' },
      'http://discovery.test/server/routes.aaa.js': { body: bundleSource('r1') },
    });
    const modules = createRemoteServerModules({ remotes: REMOTES, shared, fetch: remote.fetchImpl, now });
    expect((await modules.get('discovery'))?.module.release).toBe('r1');
    remote.files[MANIFEST_URL] = { body: manifest('r2', 'routes.bbb.js'), etag: '"m2"' };
    remote.files['http://discovery.test/server/routes.bbb.js'] = { body: bundleSource('r2') };
    clock += 2_000;
    expect((await modules.get('discovery'))?.module.release).toBe('r2');
  });

  it('given the remote down, then null, one log while it stays down, and each next request tries again', async () => {
    const remote = fakeRemote({ [MANIFEST_URL]: { body: 'down', status: 503 } });
    const failures: string[] = [];
    const modules = createRemoteServerModules({
      remotes: REMOTES,
      shared,
      fetch: remote.fetchImpl,
      now,
      onFailure: (name, error) => failures.push(`${name}: ${String(error)}`),
    });
    expect(await modules.get('discovery')).toBeNull();
    expect(await modules.get('discovery')).toBeNull();
    expect(failures).toEqual([expect.stringContaining('answered 503')]);
    expect(remote.asked.filter((url) => url === MANIFEST_URL)).toHaveLength(2);

    remote.files[MANIFEST_URL] = { body: manifest('r1', 'routes.aaa.js') };
    remote.files['http://discovery.test/server/routes.aaa.js'] = { body: bundleSource('r1') };
    expect((await modules.get('discovery'))?.module.release).toBe('r1');
    remote.files[MANIFEST_URL] = { body: 'down again', status: 500 };
    clock += 5_000;
    expect(await modules.get('discovery')).toBeNull();
    expect(failures).toHaveLength(2);
  });

  it('given a bundle that throws while it loads, then null, and a fixed bundle at the same name is fetched again', async () => {
    const remote = fakeRemote({
      [MANIFEST_URL]: { body: manifest('r1', 'routes.aaa.js') },
      'http://discovery.test/server/routes.aaa.js': { body: `throw new Error('boom')` },
    });
    const modules = createRemoteServerModules({ remotes: REMOTES, shared, fetch: remote.fetchImpl, now });
    expect(await modules.get('discovery')).toBeNull();
    remote.files['http://discovery.test/server/routes.aaa.js'] = { body: bundleSource('r1') };
    clock += 5_000;
    expect((await modules.get('discovery'))?.module.release).toBe('r1');
  });

  it.each([
    ['a file outside the server folder', manifest('r1', '../../etc/passwd.js')],
    ['an absolute URL', manifest('r1', 'https://evil.test/x.js')],
    [
      'a CSS file with a scheme',
      manifest('r1', 'routes.aaa.js', { chunks: { home: { css: ['data:x.css'], js: [] } } }),
    ],
    ['no release', JSON.stringify({ file: 'routes.aaa.js', externals: [], chunks: {} })],
    ['not JSON', '<html>'],
  ])('given a manifest with %s, then it is refused (null) and nothing is evaluated', async (_case, body) => {
    const remote = fakeRemote({ [MANIFEST_URL]: { body } });
    const modules = createRemoteServerModules({ remotes: REMOTES, shared, fetch: remote.fetchImpl, now });
    expect(await modules.get('discovery')).toBeNull();
    expect(remote.asked).toEqual([MANIFEST_URL]);
  });

  it('given a bundle of another release than its manifest (a half-finished deploy), then null', async () => {
    const remote = fakeRemote({
      [MANIFEST_URL]: { body: manifest('r2', 'routes.aaa.js') },
      'http://discovery.test/server/routes.aaa.js': { body: bundleSource('r1') },
    });
    const modules = createRemoteServerModules({ remotes: REMOTES, shared, fetch: remote.fetchImpl, now });
    expect(await modules.get('discovery')).toBeNull();
  });

  it('given a remote that does not answer, then null once the fetch deadline passes', async () => {
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const modules = createRemoteServerModules({ remotes: REMOTES, shared, fetch: hanging, now, fetchTimeoutMs: 50 });
    expect(await modules.get('discovery')).toBeNull();
  });
});
