import { join } from 'node:path';
import {
  Compilation,
  WebpackError,
  sources,
  type Compiler,
  type Configuration,
  type WebpackPluginInstance,
} from 'webpack';
import { serverBundleConfig } from './server-bundle';
import {
  BrowserChunksRecorderPlugin,
  ServerManifestPlugin,
  type BrowserBuildRecord,
  type ChunkFiles,
} from './server-manifest';

const root = join(__dirname, '..', '..');

/** The shell's async boundary (src/main.ts imports it under this webpackChunkName): its layout, tokens and styles. */
export const SHELL_LAYOUT_CHUNK = 'bootstrap';
/**
 * dist/apps/shell/server/shell-styles.json: the stylesheets of the shell's layout chunk, relative to the shell's
 * output folder, and those of each other named chunk (the shell's own screens, named after their screen id in
 * src/routes.ts). The shell server inlines the layout's in every page it renders and a screen's in its page
 * (apps/shell/server/ssr/shell-styles.ts): in the browser they arrive only with the JavaScript that imports them.
 */
export const SHELL_STYLES_FILE = 'shell-styles.json';

export interface ShellStyles {
  readonly css: string[];
  /** The stylesheets of every other named chunk that has any, by chunk name. */
  readonly chunks: Record<string, string[]>;
}

export interface ShellRenderBundleOptions {
  /** The shell's browser compilation, which this one runs after (its `clean` empties the output folder). */
  readonly after: string;
  readonly production: boolean;
  readonly externals: readonly string[];
}

const PLUGIN = 'NivaasShellStyles';

/** The layout chunk's stylesheets, or why there are none to hand the server. */
export function shellStyles(chunks: Record<string, ChunkFiles> | undefined): ShellStyles | string {
  if (!chunks) return 'the shell browser compilation of this build recorded no chunks (did it fail?)';
  const layout = chunks[SHELL_LAYOUT_CHUNK];
  if (!layout) return `the shell browser build has no chunk named "${SHELL_LAYOUT_CHUNK}" (src/main.ts's import)`;
  if (layout.css.length === 0) return `the shell's "${SHELL_LAYOUT_CHUNK}" chunk has no stylesheet`;
  const others = Object.entries(chunks).filter(([name, files]) => name !== SHELL_LAYOUT_CHUNK && files.css.length > 0);
  return { css: [...layout.css], chunks: Object.fromEntries(others.map(([name, files]) => [name, [...files.css]])) };
}

/** In the render compilation: writes shell-styles.json from what the browser compilation of the same build recorded. */
class ShellStylesPlugin {
  constructor(private readonly record: BrowserBuildRecord) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const styles = shellStyles(this.record.chunks);
        if (typeof styles === 'string') {
          compilation.errors.push(new WebpackError(`${PLUGIN}: ${styles}`));
          return;
        }
        compilation.emitAsset(SHELL_STYLES_FILE, new sources.RawSource(`${JSON.stringify(styles, null, 2)}\n`));
      });
    });
  }
}

/**
 * The shell's own server bundle: apps/shell/src/server-render/render-screen.tsx as one CommonJS file,
 * dist/apps/shell/server/render.js, that draws the shell's layout around a remote's screen. Built exactly like a
 * remote's server bundle (server-bundle.ts: the same CSS module class names as the shell's browser build, the shared
 * singletons required from the server), but it ships with the shell server itself, so it needs no manifest and no
 * hashed name: the shell server requires it from its own build folder. Beside it, shell-styles.json names the
 * browser build's stylesheets of the layout, which `recorder` (a plugin of the browser compilation) records.
 */
export function shellRenderBundle(options: ShellRenderBundleOptions): {
  readonly config: Configuration;
  readonly recorder: WebpackPluginInstance;
} {
  const record: BrowserBuildRecord = { release: 'shell' };
  const base = serverBundleConfig({
    name: 'shell',
    production: options.production,
    externals: options.externals,
    record,
    browserCompilation: options.after,
  });
  const config: Configuration = {
    ...base,
    name: 'shell-render',
    entry: { render: join(root, 'apps/shell/src/server-render/render-screen.tsx') },
    output: { ...base.output, filename: 'render.js' },
    plugins: [
      ...(base.plugins ?? []).filter(
        (plugin): plugin is WebpackPluginInstance => !(plugin instanceof ServerManifestPlugin),
      ),
      new ShellStylesPlugin(record),
    ],
  };
  return { config, recorder: new BrowserChunksRecorderPlugin(record) };
}
