import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runInThisContext } from 'node:vm';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { SERVER_DIR, SERVER_MANIFEST_FILE, type ChunkFiles, type ServerManifest } from './server-manifest';

/**
 * A tiny remote (testing/server-bundle-fixture) built as a remote's build runs: a browser compilation whose
 * `.module.css` rule is the one NxAppWebpackPlugin builds, then the server compilation after it
 * (testing/build-server-fixture.ts, in its own process). The server file is then used as the shell server
 * would: evaluated with a `require` handing out React, a screen rendered.
 */

const root = join(__dirname, '..', '..');
const FIXTURE = join(__dirname, 'testing/server-bundle-fixture');
const BUILD = join(__dirname, 'testing/build-server-fixture.ts');
const RELEASE = 'fixture@spec-1';
const EXTERNALS = ['react', 'react/jsx-runtime', 'react-dom/server'];

/** A fresh copy of the fixture under tmp/ (so node_modules and Babel's presets resolve as for a remote). */
async function copyFixture(): Promise<string> {
  await mkdir(join(root, 'tmp'), { recursive: true });
  const dir = await mkdtemp(join(root, 'tmp', 'server-bundle-'));
  await cp(FIXTURE, dir, { recursive: true });
  await writeFile(join(dir, '.babelrc'), JSON.stringify({ presets: [['@nx/react/babel', { runtime: 'automatic' }]] }));
  return dir;
}

/** Changes the copy's routes.ts, as a developer's slip would. */
async function editRoutes(dir: string, edit: (source: string) => string) {
  const routes = join(dir, 'src/routes.ts');
  const before = await readFile(routes, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error('the edit changed nothing');
  await writeFile(routes, after);
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function build(dir: string) {
  dirs.push(dir);
  const { stdout } = await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), [BUILD, dir, RELEASE], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  const { errors, chunks } = JSON.parse(must(stdout.trim().split('\n').pop(), "the build's output")) as {
    errors: string[];
    chunks: Record<string, ChunkFiles> | null;
  };
  const serverFiles = await readdir(join(dir, 'dist', SERVER_DIR)).catch(() => [] as string[]);
  const manifest = serverFiles.includes(SERVER_MANIFEST_FILE)
    ? (JSON.parse(await readFile(join(dir, 'dist', SERVER_DIR, SERVER_MANIFEST_FILE), 'utf8')) as ServerManifest)
    : null;
  return { errors, serverFiles, manifest, chunks, browserFile: (f: string) => readFile(join(dir, 'dist', f), 'utf8') };
}

interface FixtureModule {
  release: string;
  routes: Record<string, { chunk?: string; load: () => Promise<{ default: ComponentType }> }>;
}

/** Evaluates the server file as the shell server does: CommonJS, `require` handing out only the externals. */
async function loadServerBundle(dir: string, file: string) {
  const required: string[] = [];
  const code = await readFile(join(dir, 'dist', SERVER_DIR, file), 'utf8');
  const module = { exports: {} as { default?: FixtureModule } };
  const shared: Record<string, unknown> = {
    react: await import('react'),
    'react/jsx-runtime': await import('react/jsx-runtime'),
    'react-dom/server': await import('react-dom/server'),
  };
  const requireShared = (request: string) => {
    required.push(request);
    if (!(request in shared)) throw new Error(`requires ${request}`);
    return shared[request];
  };
  const wrapper = runInThisContext(`(function (module, exports, require) {${code}\n})`, { filename: file }) as (
    ...args: unknown[]
  ) => void;
  wrapper(module, module.exports, requireShared);
  if (!module.exports.default) throw new Error('no default export');
  return { remote: module.exports.default, required, code };
}

/** The value, or the test fails saying what was missing. */
function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing: ${what}`);
  return value;
}

const classesIn = (css: string) => [...css.matchAll(/\.([A-Za-z_][\w-]*)\s*\{/g)].map((m) => m[1]);

describe('the server build of a remote', () => {
  describe('of a correct remote', () => {
    let dir: string;
    let built: Awaited<ReturnType<typeof build>>;
    beforeAll(async () => {
      dir = await copyFixture();
      built = await build(dir);
    }, 120_000);

    it('emits one CommonJS file that requires React (not bundling it) and renders screens with the class names of the browser CSS', async () => {
      const { errors, serverFiles, manifest } = built;
      expect(errors).toEqual([]);
      if (!manifest) throw new Error('no server manifest');
      expect(serverFiles.sort()).toEqual([SERVER_MANIFEST_FILE, manifest.file].sort());
      expect(manifest.file).toMatch(/^routes\.[0-9a-f]{20}\.js$/);

      const { remote, required, code } = await loadServerBundle(dir, manifest.file);
      // React's own source is not inside: its hooks would be another React's.
      expect(code).not.toMatch(/__CLIENT_INTERNALS|ReactSharedInternals|react\.production/);
      // The plain stylesheet is an empty module: none of its text ships.
      expect(code).not.toContain('margin: 0');

      const Home = (await must(remote.routes['home'], 'home screen').load()).default;
      const html = renderToString(createElement(Home));
      const homeCss = await built.browserFile(must(manifest.chunks['home']?.css[0], 'home css'));
      const browserClasses = classesIn(homeCss);
      expect(browserClasses).toHaveLength(2);
      for (const name of browserClasses) expect(html).toContain(`class="${name}"`);
      expect(html).toContain('Home <!-- -->1');
      // The screen ran on the React handed to it.
      expect(new Set(required)).toEqual(new Set(['react', 'react/jsx-runtime']));

      const About = (await must(remote.routes['about'], 'about screen').load()).default;
      const pagesCss = await built.browserFile(must(manifest.chunks['pages']?.css[0], 'pages css'));
      expect(classesIn(pagesCss)).toHaveLength(1);
      expect(renderToString(createElement(About))).toBe(`<main class="${classesIn(pagesCss)[0]}">About</main>`);
    });

    it("writes a manifest whose chunks and release are the browser build's: every named screen chunk with the files it loads", async () => {
      const { errors, manifest, chunks, browserFile } = built;
      expect(errors).toEqual([]);
      if (!manifest) throw new Error('no server manifest');
      expect(manifest.externals).toEqual(EXTERNALS);
      expect(manifest.chunks).toEqual(chunks);
      expect(Object.keys(manifest.chunks).sort()).toEqual(['home', 'pages']);
      expect(manifest.chunks['home']).toEqual({
        js: [expect.stringMatching(/^home\.[0-9a-f]{16}\.js$/)],
        css: [expect.stringMatching(/^home\.[0-9a-f]{16}\.css$/)],
      });
      expect(must(manifest.chunks['pages'], 'pages chunk').css).toEqual([
        expect.stringMatching(/^pages\.[0-9a-f]{16}\.css$/),
      ]);
      // The files are the browser build's own.
      for (const { js, css } of Object.values(manifest.chunks)) {
        for (const file of [...js, ...css]) await expect(browserFile(file)).resolves.toBeTruthy();
      }

      expect(manifest.release).toBe(RELEASE);
      // The digest is of the file as written, the bytes the CDN serves and the shell server checks.
      const written = await readFile(join(dir, 'dist', SERVER_DIR, manifest.file));
      expect(manifest.integrity).toBe(`sha384-${createHash('sha384').update(written).digest('base64')}`);
      const { remote } = await loadServerBundle(dir, manifest.file);
      expect(remote.release).toBe(RELEASE);
      const main = must(
        (await readdir(join(dir, 'dist'))).find((f) => /^main\..*\.js$/.test(f)),
        'main.js',
      );
      expect(await browserFile(main)).toContain(JSON.stringify(RELEASE));
      expect(must(remote.routes['home'], 'home screen').chunk).toBe('home');
    });
  });

  it('fails the build when a screen names a chunk the browser build does not have, or not the one its load imports', async () => {
    const dir = await copyFixture();
    await editRoutes(dir, (source) =>
      source
        .replace("about: { chunk: 'pages'", "about: { chunk: 'abuot'")
        .replace("faq: { chunk: 'pages'", "faq: { chunk: 'home'"),
    );
    const { errors, manifest } = await build(dir);
    const text = errors.join('\n');
    expect(text).toMatch(/screen "about" says chunk "abuot", which is no named chunk of the browser build/);
    expect(text).toMatch(/screen "faq" says chunk "home" but its load imports chunk "pages"/);
    expect(manifest).toBeNull();
  }, 120_000);

  it('fails the build when an import() of routes.ts has no webpackChunkName, or a screen no chunk', async () => {
    const dir = await copyFixture();
    await editRoutes(dir, (source) =>
      source
        .replace('import(/* webpackChunkName: "home" */ ', 'import(')
        .replace("about: { chunk: 'pages', ", 'about: { '),
    );
    const { errors, manifest } = await build(dir);
    const text = errors.join('\n');
    expect(text).toMatch(/\.\/screens\/home\/home-screen is imported without a webpackChunkName/);
    expect(text).toMatch(/screen "about" has no `chunk`/);
    expect(manifest).toBeNull();
  }, 120_000);
});
