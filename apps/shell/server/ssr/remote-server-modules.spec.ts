/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  createRemoteServerModules,
  evaluateServerBundle,
  fileUnderBase,
  isTrustedTransport,
  remoteBaseUrl,
  ServerBundleError,
} from './remote-server-modules';

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

/** The manifest's digest of a bundle, as the remote's build writes it. */
const digestOf = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

/** A manifest whose digest is, unless `extra` says otherwise, that of bundleSource(release). */
const manifest = (release: string, file: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    release,
    file,
    integrity: digestOf(bundleSource(release)),
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

  it('given a bundle reaching for the process (process.env, child_process, fetch, eval), then it gets none of them', () => {
    expect(() => evaluateServerBundle(`module.exports = process.env`, 'env.js', {})).toThrow(/process is not defined/);
    expect(() => evaluateServerBundle(`require('child_process')`, 'cp.js', {})).toThrow(/requires child_process/);
    expect(evaluateServerBundle(`module.exports = [typeof fetch, typeof globalThis.process]`, 'g.js', {})).toEqual([
      'undefined',
      'undefined',
    ]);
    expect(() => evaluateServerBundle(`eval('1')`, 'eval.js', {})).toThrow(/Code generation from strings/);
  });

  it('given the page being drawn in French, then the bundle’s copy of @nivaas/i18n reads the shell server’s locale', () => {
    const key = Symbol.for('nivaas.i18n.serverRenderLocale');
    const host = globalThis as Record<symbol, unknown>;
    host[key] = 'fr-FR';
    try {
      const read = evaluateServerBundle(
        `module.exports = () => globalThis[Symbol.for('nivaas.i18n.serverRenderLocale')]`,
        'locale.js',
        {},
      ) as () => string;
      expect(read()).toBe('fr-FR');
      host[key] = 'hi-IN';
      expect(read()).toBe('hi-IN');
      // @nivaas/i18n's renderInLocale inside the bundle: set, draw, put back. The shell's own value is put back too,
      // or the next request's data would be asked for in this one's language.
      host[key] = undefined;
      const renderIn = evaluateServerBundle(
        `module.exports = (locale) => {
          'use strict';
          const k = Symbol.for('nivaas.i18n.serverRenderLocale');
          const before = globalThis[k];
          globalThis[k] = locale;
          try { return globalThis[k]; } finally { globalThis[k] = before; }
        }`,
        'render.js',
        {},
      ) as (locale: string) => string;
      expect(renderIn('fr-FR')).toBe('fr-FR');
      expect(host[key]).toBeUndefined();
    } finally {
      delete host[key];
    }
  });

  it('given a bundle, then it runs with timers, URL, text coding and Intl, and its arrays and promises work out here', async () => {
    const exported = evaluateServerBundle(
      `module.exports = {
        list: [1, 2],
        later: new Promise((resolve) => setTimeout(() => resolve(new URL('/a?b=1', 'https://x.test').searchParams.get('b')), 1)),
        bytes: new TextDecoder().decode(new TextEncoder().encode('ok')),
        price: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(1000),
      }`,
      'ok.js',
      {},
    ) as { list: unknown; later: Promise<string>; bytes: string; price: string };
    expect(Array.isArray(exported.list)).toBe(true);
    expect(await exported.later).toBe('1');
    expect(exported.bytes).toBe('ok');
    expect(exported.price).toBe('₹1,000.00');
  });
});

describe('fileUnderBase (the manifest and the bundle come from the configured origin)', () => {
  const base = 'https://cdn.test/discovery/';
  it('given a path under the base, then its URL', () => {
    expect(fileUnderBase('discovery', base, 'server/routes.a.js')).toBe(
      'https://cdn.test/discovery/server/routes.a.js',
    );
  });

  it.each([
    ['another host by ../', '../../evil.test/x.js'],
    ['an absolute URL elsewhere', 'https://evil.test/x.js'],
    ['a protocol-relative URL', '//evil.test/x.js'],
    ['another folder of the same host', '../hotel/server/routes.a.js'],
    ['a query', 'server/routes.a.js?x=1'],
  ])('given %s, then it is refused', (_case, path) => {
    expect(() => fileUnderBase('discovery', base, path)).toThrow(ServerBundleError);
  });
});

describe('isTrustedTransport (where code may come from in production)', () => {
  it.each([
    ['https://cdn.test/remoteEntry.js', true],
    ['http://localhost:4201/remoteEntry.js', true],
    ['http://127.0.0.1:4201/remoteEntry.js', true],
    ['http://127.8.9.10/remoteEntry.js', true],
    ['http://[::1]:4201/remoteEntry.js', true],
    ['http://cdn.test/remoteEntry.js', false],
    ['http://10.0.0.5/remoteEntry.js', false],
    ['http://127.0.0.1.evil.test/remoteEntry.js', false],
    ['ftp://127.0.0.1/remoteEntry.js', false],
  ])('%s: %s', (url, trusted) => {
    expect(isTrustedTransport(new URL(url))).toBe(trusted);
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
    const broken = `throw new Error('boom')`;
    const remote = fakeRemote({
      [MANIFEST_URL]: { body: manifest('r1', 'routes.aaa.js', { integrity: digestOf(broken) }) },
      'http://discovery.test/server/routes.aaa.js': { body: broken },
    });
    const modules = createRemoteServerModules({ remotes: REMOTES, shared, fetch: remote.fetchImpl, now });
    expect(await modules.get('discovery')).toBeNull();
    remote.files[MANIFEST_URL] = { body: manifest('r1', 'routes.aaa.js') };
    remote.files['http://discovery.test/server/routes.aaa.js'] = { body: bundleSource('r1') };
    clock += 5_000;
    expect((await modules.get('discovery'))?.module.release).toBe('r1');
  });

  it('given a bundle one byte off its manifest digest, then it is never evaluated, null, and reported once; the right bytes work', async () => {
    const good = bundleSource('r1', `require('shared-thing').ran.push('evaluated');`);
    const changed = good.replace("'evaluated'", "'evaluatex'");
    expect(changed.length).toBe(good.length);
    const bundleUrl = 'http://discovery.test/server/routes.aaa.js';
    const remote = fakeRemote({
      [MANIFEST_URL]: { body: manifest('r1', 'routes.aaa.js', { integrity: digestOf(good) }) },
      [bundleUrl]: { body: changed },
    });
    const ran: string[] = [];
    const failures: unknown[] = [];
    const modules = createRemoteServerModules({
      remotes: REMOTES,
      shared: { 'shared-thing': { ran } },
      fetch: remote.fetchImpl,
      now,
      onFailure: (_name, error) => failures.push(error),
    });
    for (let i = 0; i < 3; i++) expect(await modules.get('discovery')).toBeNull();
    expect(ran).toEqual([]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(ServerBundleError);
    expect(String(failures[0])).toMatch(/routes\.aaa\.js does not have the digest its manifest gives/);
    // Each request asked again (a refusal is not kept), and the next good bytes are taken.
    expect(remote.asked.filter((url) => url === bundleUrl)).toHaveLength(3);

    remote.files[bundleUrl] = { body: good };
    expect((await modules.get('discovery'))?.module.release).toBe('r1');
    expect(ran).toEqual(['evaluated']);
  });

  it('given a manifest without a digest (a build from before digests), then refused and nothing else is fetched', async () => {
    const remote = fakeRemote({
      [MANIFEST_URL]: { body: manifest('r1', 'routes.aaa.js', { integrity: undefined }) },
      'http://discovery.test/server/routes.aaa.js': { body: bundleSource('r1') },
    });
    const modules = createRemoteServerModules({ remotes: REMOTES, shared, fetch: remote.fetchImpl, now });
    expect(await modules.get('discovery')).toBeNull();
    expect(remote.asked).toEqual([MANIFEST_URL]);
  });

  it('given httpsOnly (production), then a plain-HTTP remote off this machine is refused when the loader is made', () => {
    expect(() => createRemoteServerModules({ remotes: REMOTES, shared, httpsOnly: true })).toThrow(
      /discovery: http:\/\/discovery\.test\/remoteEntry\.js is not HTTPS/,
    );
    const remotes = { ...REMOTES, discovery: 'https://discovery.test/remoteEntry.js' };
    const local = { hotel: 'http://localhost:4202/remoteEntry.js', checkout: 'http://127.0.0.1:4203/remoteEntry.js' };
    const account = 'http://[::1]:4204/remoteEntry.js';
    expect(() =>
      createRemoteServerModules({ remotes: { ...remotes, ...local, account }, shared, httpsOnly: true }),
    ).not.toThrow();
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
      [MANIFEST_URL]: { body: manifest('r2', 'routes.aaa.js', { integrity: digestOf(bundleSource('r1')) }) },
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
