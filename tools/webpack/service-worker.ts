import { join } from 'node:path';
import { DefinePlugin, type Compiler, type Configuration } from 'webpack';
import { getManifest } from 'workbox-build';
import { compressionPlugins } from './federation';

export interface ServiceWorkerBuild {
  /** Name of the app's own compilation, built first (its files are what the worker precaches). */
  readonly after: string;
  /** The worker's source (TypeScript). */
  readonly entry: string;
  /** The app's output folder; the worker is written there as sw.js. */
  readonly outputPath: string;
  /** Files of the app's build to precache, as globs relative to outputPath. */
  readonly precache: readonly string[];
  readonly production: boolean;
}

type PrecacheEntry = { readonly url: string; readonly revision: string | null };

/**
 * The service worker as its own compilation, after the app's. Workbox's InjectManifest plugin cannot run inside
 * a Module Federation host: its child compilation inherits the federation hooks and emits broken chunks (seen:
 * terser "Unexpected token" in three chunks of the worker). So the worker is bundled here, and Workbox's
 * getManifest lists the app's built files (URL and revision) once the app's compilation has written them; the
 * list replaces `self.__WB_MANIFEST`, as InjectManifest would.
 */
export function serviceWorkerConfig(options: ServiceWorkerBuild): Configuration {
  let entries: readonly PrecacheEntry[] = [];
  const readManifest = async () => {
    const { manifestEntries, warnings } = await getManifest({
      globDirectory: options.outputPath,
      globPatterns: [...options.precache],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'sw.js'],
      // Hashed names are their own revision; anything else is revisioned by its content.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
    });
    if (warnings.length) throw new Error(`Service worker precache: ${warnings.join('; ')}`);
    if (!manifestEntries?.length)
      throw new Error(`Service worker precache: nothing matches ${options.precache.join(', ')}`);
    entries = manifestEntries.map(({ url, revision }) => ({ url: url.startsWith('/') ? url : `/${url}`, revision }));
  };
  const precacheList = {
    apply(compiler: Compiler) {
      compiler.hooks.beforeRun.tapPromise('ServiceWorkerPrecache', readManifest);
      compiler.hooks.watchRun.tapPromise('ServiceWorkerPrecache', readManifest);
    },
  };
  return {
    name: `${options.after}-service-worker`,
    dependencies: [options.after],
    mode: options.production ? 'production' : 'development',
    // No source map: the precache list is inlined, and a worker's map would be one more file to serve.
    devtool: false,
    target: 'webworker',
    entry: { sw: options.entry },
    output: { path: options.outputPath, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'babel-loader',
          options: {
            babelrc: false,
            configFile: false,
            presets: [['@babel/preset-env', { targets: 'defaults' }], '@babel/preset-typescript'],
          },
        },
      ],
    },
    plugins: [
      precacheList,
      new DefinePlugin({
        'self.__WB_MANIFEST': DefinePlugin.runtimeValue(() => JSON.stringify(entries), true),
        // Workbox's own logging is for development builds only.
        'process.env.NODE_ENV': JSON.stringify(options.production ? 'production' : 'development'),
      }),
      ...(options.production ? compressionPlugins() : []),
    ],
  };
}

/** Where a Nx app's build goes (dist/apps/<name>), from the workspace root. */
export const appOutputPath = (root: string, name: string) => join(root, 'dist/apps', name);
