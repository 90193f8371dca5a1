import { NxAppWebpackPlugin } from '@nx/webpack/app-plugin';
import { NxReactWebpackPlugin } from '@nx/react/webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { join } from 'node:path';
import { compressionPlugins, releaseDefine, sharedSingletons } from '../../tools/webpack/federation';

const name = 'hotel';
const port = 4202;

/**
 * A remote: exposes exactly one module, ./Routes. Its index.html is the standalone
 * harness its team works in (`nx serve hotel`); the shell never loads it.
 */
export default {
  output: { path: join(__dirname, `../../dist/apps/${name}`), publicPath: 'auto', uniqueName: name, clean: true, scriptType: 'text/javascript' },
  devServer: {
    port,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
  },
  plugins: [
    new NxAppWebpackPlugin({
      tsConfig: './tsconfig.app.json',
      compiler: 'babel',
      main: './src/main.ts',
      index: './src/index.html',
      baseHref: '/',
      outputHashing: process.env['NODE_ENV'] === 'production' ? 'all' : 'none',
      optimization: process.env['NODE_ENV'] === 'production',
      extractCss: true,
      sourceMap: true,
      runtimeChunk: false,
      // The typecheck target checks types; the build only compiles.
      skipTypeChecking: true,
    }),
    new NxReactWebpackPlugin({ svgr: false }),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: { './Routes': './src/routes.ts' },
      shared: sharedSingletons,
      manifest: true,
      dts: false,
    }),
    releaseDefine(name),
    ...compressionPlugins(),
  ],
};
