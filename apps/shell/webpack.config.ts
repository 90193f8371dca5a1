import { NxAppWebpackPlugin } from '@nx/webpack/app-plugin';
import { NxReactWebpackPlugin } from '@nx/react/webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { serviceWorkerConfig } from '../../tools/webpack/service-worker';
import { WebAppManifestPlugin } from '../../tools/webpack/web-app-manifest';
import { shellRenderBundle } from '../../tools/webpack/shell-render-bundle';
import { CssClassNamesPlugin } from '../../tools/webpack/css-class-names';
import { join } from 'node:path';
import {
  compressionPlugins,
  provideFederationRuntimePlugin,
  SharedVendorChunkPlugin,
  serverExternals,
  sharedSingletons,
  subsetAliases,
} from '../../tools/webpack/federation';
import { REMOTE_MANIFEST_PATH } from './src/federation/remote-manifest';
import { readShellServerConfig } from './server/server-config';

/**
 * The shell's server bundle: its layout around a remote's screen, for the shell server's renders, and the
 * names of the layout's stylesheets, which the browser compilation records (`renderBundle.recorder`).
 */
const renderBundle = shellRenderBundle({
  after: 'shell',
  production: process.env['NODE_ENV'] === 'production',
  externals: serverExternals,
});

/**
 * The host. It compiles in no remote URL: remotes are registered at run time from the
 * manifest its server hands out (src/federation/remote-loader.ts).
 */
const shell = {
  name: 'shell',
  resolve: { alias: subsetAliases },
  output: {
    path: join(__dirname, '../../dist/apps/shell'),
    publicPath: '/',
    clean: true,
    scriptType: 'text/javascript',
  },
  // `nx serve shell`: /api/ proxied to a local API and the remote manifest answered, as the production server does.
  devServer: {
    port: 4200,
    historyApiFallback: true,
    // xfwd: the browser's address goes last in X-Forwarded-For, the one hop the API believes (its abuse limits).
    proxy: [
      { context: ['/api'], target: process.env['API_URL'] || 'http://127.0.0.1:3333', changeOrigin: true, xfwd: true },
    ],
    setupMiddlewares: (
      middlewares: unknown[],
      devServer: {
        app?: { get: (path: string, handler: (req: unknown, res: { json: (body: unknown) => void }) => void) => void };
      },
    ) => {
      // The production server's configuration: REMOTE_<NAME>_URL, else each remote's own dev server.
      const { remotes } = readShellServerConfig(process.env, join(__dirname, '../..'));
      devServer.app?.get(REMOTE_MANIFEST_PATH, (_request, response) => response.json(remotes));
      return middlewares;
    },
  },
  plugins: [
    new NxAppWebpackPlugin({
      tsConfig: './tsconfig.app.json',
      compiler: 'babel',
      main: './src/main.ts',
      index: './src/index.html',
      baseHref: '/',
      styles: [],
      outputHashing: process.env['NODE_ENV'] === 'production' ? 'all' : 'none',
      optimization: process.env['NODE_ENV'] === 'production',
      extractCss: true,
      sourceMap: true,
      runtimeChunk: false,
      commonChunk: false,
      // The typecheck target checks types; the build only compiles.
      skipTypeChecking: true,
    }),
    new NxReactWebpackPlugin({ svgr: false }),
    new CssClassNamesPlugin(process.env['NODE_ENV'] === 'production'),
    new SharedVendorChunkPlugin(),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      dts: false,
      // Browser-only runtime, without the snapshot code: remotes are registered by their remoteEntry.js.
      experiments: { optimization: { target: 'web', disableSnapshot: true } },
      // The shell hands its runtime to the remotes, whose entries carry none (tools/webpack/federation.ts).
      runtimePlugins: [require.resolve('./src/federation/runtime-plugin.ts'), provideFederationRuntimePlugin],
    }),
    // manifest.webmanifest and its icons, from src/assets/app-icon.svg and the design tokens.
    new WebAppManifestPlugin(),
    renderBundle.recorder,
    ...compressionPlugins(),
  ],
};

/**
 * The service worker (src/service-worker/sw.ts), built after the shell: it precaches the shell's entry
 * (main.<hash>.js) and its stylesheets; the other chunks it keeps as they are used.
 */
const serviceWorker = serviceWorkerConfig({
  after: 'shell',
  entry: join(__dirname, 'src/service-worker/sw.ts'),
  outputPath: shell.output.path,
  precache: ['main.*.js', '*.css'],
  production: process.env['NODE_ENV'] === 'production',
});

export default [shell, serviceWorker, renderBundle.config];
