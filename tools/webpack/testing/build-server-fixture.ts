import { join } from 'node:path';
import webpack, { type Configuration, type MultiStats, type RuleSetUseItem, type WebpackPluginInstance } from 'webpack';
import { CssClassNamesPlugin } from '../css-class-names';
import { releaseDefine } from '../federation';
import { serverBundleConfig } from '../server-bundle';
import { BrowserChunksRecorderPlugin, type BrowserBuildRecord } from '../server-manifest';

/**
 * Usage: tsx tools/webpack/testing/build-server-fixture.ts <fixture-dir> <release>
 * Builds a copy of server-bundle-fixture as a remote's build runs (the browser compilation, then the server one
 * after it) and prints `{ errors, chunks }` as JSON. Its own process: Babel loads its config with import(), which
 * Jest's module sandbox refuses.
 */

const root = join(__dirname, '..', '..', '..');
export const FIXTURE_EXTERNALS = ['react', 'react/jsx-runtime', 'react-dom/server'];

// mini-css-extract-plugin ships no types; only this much of it is used.
const MiniCssExtractPlugin = require('mini-css-extract-plugin') as {
  new (options: { filename: string }): WebpackPluginInstance;
  readonly loader: string;
};

// NxAppWebpackPlugin's own loaders for `.module.css` (@nx/webpack does not export them, hence the path): the spec
// fails if an Nx upgrade names classes otherwise than the server build does.
const { getCommonLoadersForCssModules } = require(
  join(root, 'node_modules/@nx/webpack/dist/src/plugins/nx-webpack-plugin/lib/stylesheet-loaders.js'),
) as { getCommonLoadersForCssModules: (options: object, includePaths: string[]) => RuleSetUseItem[] };

/** The remote's browser build, reduced to what the server build depends on (named chunks, CSS modules, release). */
function browserConfig(dir: string, record: BrowserBuildRecord): Configuration {
  return {
    name: 'fixture',
    mode: 'production',
    context: dir,
    devtool: false,
    target: 'web',
    entry: { main: './src/routes.ts' },
    output: {
      path: join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:16].js',
      chunkFilename: '[name].[chunkhash:16].js',
      // Exposed as a remote's ./Routes is: kept whole, not tree-shaken away as an unused entry.
      library: { type: 'var', name: 'fixtureRoutes' },
    },
    // The browser gets React from the share scope; here a global stands in.
    externals: { react: 'React', 'react/jsx-runtime': 'ReactJsxRuntime' },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'babel-loader',
          options: { configFile: join(dir, '.babelrc'), babelrc: false, caller: { isModern: true } },
        },
        {
          test: /\.css$/,
          oneOf: [
            {
              test: /\.module\.css$/,
              use: getCommonLoadersForCssModules({ extractCss: true, sourceMap: false, outputHashing: 'all' }, []),
            },
            { use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          ],
        },
      ],
    },
    plugins: [
      // As the remotes' production builds name their classes (federation.ts), after the CSS rules.
      new CssClassNamesPlugin(true),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:16].css' }),
      releaseDefine('fixture', record.release),
      new BrowserChunksRecorderPlugin(record),
    ],
  };
}

export async function buildFixture(dir: string, release: string) {
  const record: BrowserBuildRecord = { release };
  const server = serverBundleConfig({
    name: 'fixture',
    production: true,
    externals: FIXTURE_EXTERNALS,
    record,
    projectDir: dir,
    outputDir: join(dir, 'dist'),
  });
  const compiler = webpack([browserConfig(dir, record), server]);
  const stats = await new Promise<MultiStats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const errors = stats.stats.flatMap((s) => s.compilation.errors.map((e) => e.message));
  return { errors, chunks: record.chunks ?? null };
}

if (require.main === module) {
  const [dir, release] = process.argv.slice(2);
  if (!dir || !release) throw new Error('usage: build-server-fixture <fixture-dir> <release>');
  // A production build, as `nx run <remote>:build` runs it.
  process.env['NODE_ENV'] = 'production';
  buildFixture(dir, release).then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
