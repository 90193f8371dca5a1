import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import { execSync } from 'node:child_process';
import { DefinePlugin } from 'webpack';
import { NxAppWebpackPlugin } from '@nx/webpack/app-plugin';
import { NxReactWebpackPlugin } from '@nx/react/webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import { CssClassNamesPlugin } from './css-class-names';
import { serverBundleConfig } from './server-bundle';
import { BrowserChunksRecorderPlugin, SERVER_DIR, type BrowserBuildRecord } from './server-manifest';

const root = join(__dirname, '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const rootDeps: Record<string, string> = readJson('package.json').dependencies;

/**
 * The shared singletons, and only these (docs/conventions.md 2). Each requires the version the
 * workspace pins, so a remote built against another major fails loudly instead of
 * running two Reacts. Sub-paths ride on their package's version.
 */
function singleton(request: string, pkg: string, version: string) {
  return [request, { singleton: true, requiredVersion: `^${version}`, eager: false }] as const;
}

const installedVersion = (pkg: string) => readJson(`node_modules/${pkg}/package.json`).version as string;

/**
 * A shared singleton that provides only the exports our code uses (tools/webpack/shared-subsets),
 * so webpack can tree-shake inside it. It still carries the package's exact version, so the
 * share scope and requiredVersion checks work as for any singleton.
 */
function subset(request: string) {
  const version = installedVersion(request);
  const file = join(root, 'tools/webpack/shared-subsets', `${request}.ts`);
  return [request, { singleton: true, requiredVersion: `^${version}`, version, eager: false, import: file }] as const;
}

/**
 * What the subsets import from. Their own names, so the federation plugin (which matches the
 * request `rxjs` or `react-router-dom`) does not hand the subset back to itself. react-router's
 * exports map only offers its development build; the production build is the one to ship.
 */
export const subsetAliases = {
  'nivaas-react-router-production$': join(root, 'node_modules/react-router/dist/production/index.mjs'),
  'nivaas-rxjs-esm$': join(root, 'node_modules/rxjs/dist/esm/index.js'),
  'nivaas-immer-esm$': join(root, 'node_modules/immer/dist/immer.mjs'),
};

const workspaceLib = (name: string, dir: string) =>
  singleton(name, name, readJson(join(dir, 'package.json')).version as string);

export const sharedSingletons = Object.fromEntries([
  singleton('react', 'react', rootDeps['react']!),
  singleton('react/jsx-runtime', 'react', rootDeps['react']!),
  singleton('react-dom', 'react-dom', rootDeps['react-dom']!),
  singleton('react-dom/client', 'react-dom', rootDeps['react-dom']!),
  subset('react-router-dom'),
  subset('rxjs'),
  subset('immer'),
  singleton('dayjs', 'dayjs', rootDeps['dayjs']!),
  workspaceLib('@nivaas/state', 'libs/state'),
  workspaceLib('@nivaas/api-client', 'libs/api-client'),
]);

/**
 * One federation runtime per page instead of one per entry. The shell runs the plugin below, which puts
 * its runtime core on `globalThis._FEDERATION_RUNTIME_CORE`; each remote is built with
 * `experiments.externalRuntime` and uses that one, so its remoteEntry.js drops from 19.8 to 9 KB gzip.
 * The plugin is named by its ES module build: the `provideExternalRuntime` option adds it by
 * `require.resolve`, which picks the CommonJS build and so bundles a second copy of the runtime core
 * into the shell (+22 KB gzip, measured).
 */
export const provideFederationRuntimePlugin = join(
  dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * Where a remote's build goes: dist/apps/<name>, or NIVAAS_DIST_DIR (a pipeline building a release elsewhere, e2e
 * redeploys). One folder for all three compilations, so server/ stays beside the browser files it names (webpack-cli's
 * --output-path would put every compilation's files in one flat folder).
 */
export function remoteDistDir(name: string): string {
  return process.env['NIVAAS_DIST_DIR'] || join(root, 'dist/apps', name);
}

/** The file a remote's harness page loads first, standing in for the runtime the shell provides. */
export const HARNESS_RUNTIME_FILE = 'federation-runtime.js';

/**
 * Builds the harness's runtime provider beside the remote (a second compilation: in the remote's own one,
 * `@module-federation/runtime-core` is external). Only the harness page loads it; the shell never does.
 */
function harnessRuntimeConfig(name: string, production: boolean) {
  return {
    name: `${name}-harness-runtime`,
    mode: production ? ('production' as const) : ('development' as const),
    devtool: 'source-map' as const,
    target: 'web',
    entry: { [HARNESS_RUNTIME_FILE.replace(/\.js$/, '')]: join(root, 'tools/webpack/harness-runtime-provider.ts') },
    output: { path: remoteDistDir(name), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'babel-loader',
          options: { babelrc: false, configFile: false, presets: ['@babel/preset-typescript'] },
        },
      ],
    },
    plugins: production ? compressionPlugins() : [],
  };
}

/** Pre-compressed copies of every text asset, served by the static servers as the browser accepts. */
export function compressionPlugins() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test, threshold: 0, minRatio: 1 }),
    new CompressionPlugin<BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test,
      threshold: 0,
      minRatio: 1,
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * Names the build, so the page can show which release of each remote it runs
 * (NIVAAS_RELEASE from the pipeline, else the commit and the build time). Computed once per build:
 * every compilation of one build (a remote's browser and server bundles) must carry the same name.
 */
export function releaseName(app: string): string {
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout: the build time alone names the release.
  }
  return process.env['NIVAAS_RELEASE'] || `${app}@${commit}-${new Date().toISOString()}`;
}

/** process.env.NIVAAS_RELEASE in the bundle: `release` when a build shares one, else a fresh name. */
export function releaseDefine(app: string, release = releaseName(app)) {
  return new DefinePlugin({ 'process.env.NIVAAS_RELEASE': JSON.stringify(release) });
}

/** What a remote's server bundle `require`s from the shell server: every shared singleton, and react-dom/server. */
export const serverExternals = [...Object.keys(sharedSingletons), 'react-dom/server'];

/**
 * The build of one remote: exactly one exposed module, ./Routes, the shared singletons, a
 * manifest for run-time registration, and the standalone harness its team serves alone.
 */
/** Paths are relative to the remote's folder, where Nx runs its build. */
export function remoteWebpackConfig(options: { name: string; port: number }) {
  const { name, port } = options;
  const production = process.env['NODE_ENV'] === 'production';
  // Filled by the browser compilation, read by the server one (which runs after it in the same process).
  const record: BrowserBuildRecord = { release: releaseName(name) };
  const remote = {
    // The server compilation waits for this one by name.
    name,
    resolve: { alias: subsetAliases },
    output: {
      path: remoteDistDir(name),
      publicPath: 'auto',
      uniqueName: name,
      // The harness's runtime provider and the server build are emitted by the compilations below.
      clean: { keep: (file: string) => file.startsWith(HARNESS_RUNTIME_FILE) || file.startsWith(`${SERVER_DIR}/`) },
      scriptType: 'text/javascript' as const,
    },
    // The standalone harness (`nx serve <remote>`) calls /api/ on its own origin: proxied to a local API.
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env['API_URL'] || 'http://127.0.0.1:3333', changeOrigin: true }],
    },
    plugins: [
      new NxAppWebpackPlugin({
        tsConfig: './tsconfig.app.json',
        compiler: 'babel',
        main: './src/main.ts',
        // One harness page for every remote (no copy per app); the path is the workspace's.
        index: 'tools/webpack/remote-harness/index.html',
        baseHref: '/',
        outputHashing: production ? 'all' : 'none',
        optimization: production,
        extractCss: true,
        sourceMap: true,
        runtimeChunk: false,
        // No catch-all `common` chunk: it made `/` fetch code only other screens (the listing worker) use.
        commonChunk: false,
        // The typecheck target checks types; the build only compiles.
        skipTypeChecking: true,
      }),
      new NxReactWebpackPlugin({ svgr: false }),
      new CssClassNamesPlugin(production),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './Routes': './src/routes.ts' },
        shared: sharedSingletons,
        manifest: true,
        dts: false,
        // The runtime core comes from the shell (provideFederationRuntimePlugin above); the rest of the
        // bundler runtime stays. A remote loads no other remote, and runs in browsers only.
        experiments: { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
      }),
      releaseDefine(name, record.release),
      new BrowserChunksRecorderPlugin(record),
      ...compressionPlugins(),
    ],
  };
  // webpack-cli builds (and serves) the three compilations; the shell's page only ever loads the first one's
  // files, the shell server the third's (server/, see server-bundle.ts).
  return [
    remote,
    harnessRuntimeConfig(name, production),
    serverBundleConfig({ name, production, externals: serverExternals, record, outputDir: remoteDistDir(name) }),
  ];
}

/** The chunk the shell's shared third-party singletons share (see SharedVendorChunkPlugin). */
export const SHARED_VENDOR_CHUNK = 'vendor';

/**
 * The shell provides the shared singletons, and the federation plugin gives each provided package a chunk of its own:
 * some ten scripts the entry appends one by one in its first task, before anything is drawn or hydrated. Every page
 * needs all of them at once, so this puts the third-party ones (React, react-dom, react-router, RxJS, immer, dayjs and
 * the subsets of tools/webpack/shared-subsets) in one async chunk: one request and one append instead of ten. It runs
 * after NxAppWebpackPlugin, which sets the split-chunks options, and only adds a cache group.
 */
export class SharedVendorChunkPlugin {
  apply(compiler: { options: { optimization: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } } } }) {
    const splitChunks = compiler.options.optimization.splitChunks;
    if (!splitChunks) return;
    splitChunks.cacheGroups = {
      ...splitChunks.cacheGroups,
      sharedVendor: {
        test: /[\\/](node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|rxjs|tslib|immer|dayjs)|tools[\\/]webpack[\\/]shared-subsets)[\\/]/,
        name: SHARED_VENDOR_CHUNK,
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
    };
  }
}
