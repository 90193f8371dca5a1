import { join } from 'node:path';
import { DefinePlugin, optimize, type Configuration } from 'webpack';
import { cssClassNames } from './css-class-names';
import { SERVER_DIR, ServerManifestPlugin, type BrowserBuildRecord } from './server-manifest';

const root = join(__dirname, '..', '..');

export interface ServerBundleOptions {
  /** The remote's project name: its folder under apps/ and dist/apps/. */
  readonly name: string;
  readonly production: boolean;
  /** The requests left to the shell server's `require` (its React, router, state...). */
  readonly externals: readonly string[];
  /** Shared with the browser compilation of the same build: its release and, once done, its chunks. */
  readonly record: BrowserBuildRecord;
  /** The browser compilation's name, which this one waits for. Defaults to `name`. */
  readonly browserCompilation?: string;
  /** Folder of the remote (default apps/<name>): also the webpack context, on which CSS class names depend. */
  readonly projectDir?: string;
  /** Where dist/apps/<name> is (default the workspace's dist). */
  readonly outputDir?: string;
}

/**
 * css-loader as the browser build has it for `.module.css` (mode, the same class names over the same webpack
 * context: css-class-names.ts, namedExport off, names as authored), but emitting only the class names: the server
 * renders `className`s, the browser's CSS file styles them.
 */
const cssModuleLoader = (production: boolean) => ({
  loader: require.resolve('css-loader'),
  options: {
    url: false,
    import: false,
    modules: {
      mode: 'local',
      getLocalIdent: cssClassNames(production),
      namedExport: false,
      exportLocalsConvention: 'asIs',
      exportOnlyLocals: true,
    },
  },
});

/** A plain stylesheet import has no locals: global mode with only the locals exported is an empty module. */
const plainCssLoader = {
  loader: require.resolve('css-loader'),
  options: { url: false, import: false, modules: { mode: 'global', exportOnlyLocals: true } },
};

/**
 * The server build of a remote: its ./Routes module (src/routes.ts) as ONE CommonJS file exporting the same
 * RemoteModule, for the shell server to render screens with. The shared singletons and react-dom/server are
 * `require`d, so hooks and contexts are the shell server's; everything else (libs/ui, libs/routes, the
 * remote's screens) is inside, every import() merged into the one chunk. Not minified: server stack traces
 * stay readable, and the size costs nothing on the wire. A development build (`nx serve`) compiles JSX for
 * react/jsx-dev-runtime, which is bundled and requires the shell's `react`.
 */
/** webpack-dev-server reads `devServer` from each compilation; `false` leaves that compilation alone. */
type ServerConfiguration = Configuration & { devServer: false };

export function serverBundleConfig(options: ServerBundleOptions): ServerConfiguration {
  const { name, production, externals, record } = options;
  const projectDir = options.projectDir ?? join(root, 'apps', name);
  const routesFile = join(projectDir, 'src/routes.ts');
  return {
    name: `${name}-server`,
    dependencies: [options.browserCompilation ?? name],
    mode: production ? 'production' : 'development',
    // The same context as NxAppWebpackPlugin's, so CSS module class names hash the same relative paths.
    context: projectDir,
    target: 'node',
    devtool: false,
    entry: { routes: routesFile },
    output: {
      path: join(options.outputDir ?? join(root, 'dist/apps', name), SERVER_DIR),
      filename: production ? 'routes.[contenthash:20].js' : 'routes.js',
      library: { type: 'commonjs2' },
      // No remote's code imports an image or font today. One that did would get the browser build's file name
      // (same name and content hash, not emitted here) relative to the remote's base URL: the shell server must
      // then prefix it with that base (its ServerRemote.baseUrl) before it goes into a page.
      publicPath: '',
      assetModuleFilename: '[name].[contenthash:20][ext]',
      clean: true,
    },
    externals: Object.fromEntries(externals.map((request) => [request, `commonjs ${request}`])),
    externalsPresets: { node: true },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx'], mainFields: ['module', 'main'] },
    module: {
      // The listing's `new Worker(new URL(...))` is browser-only code: no worker chunk, no asset for it.
      parser: { javascript: { worker: false, url: false } },
      rules: [
        {
          test: /\.([jt])sx?$/,
          exclude: /node_modules/,
          loader: require.resolve('babel-loader'),
          options: {
            // The remote's own Babel config, as NxAppWebpackPlugin uses it (isModern: the same preset-env targets).
            configFile: join(projectDir, '.babelrc'),
            babelrc: false,
            caller: { isModern: true },
            envName: process.env['BABEL_ENV'] ?? process.env['NODE_ENV'],
            cacheDirectory: true,
            cacheCompression: false,
          },
        },
        {
          test: /\.css$/,
          oneOf: [{ test: /\.module\.css$/, use: [cssModuleLoader(production)] }, { use: [plainCssLoader] }],
        },
        // As in the browser build: small images inline, others by URL, fonts by URL; never emitted here.
        {
          test: /\.(avif|bmp|gif|ico|jpe?g|png|svg|webp)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 10_000 } },
          generator: { emit: false },
        },
        { test: /\.(eot|otf|ttf|woff|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins: [
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new DefinePlugin({ 'process.env.NIVAAS_RELEASE': JSON.stringify(record.release) }),
      new ServerManifestPlugin({ routesFile, externals, record }),
    ],
    performance: false,
    // `nx serve <remote>` (webpack-dev-server) must not put its HMR client into a bundle for node.
    devServer: false,
  };
}
