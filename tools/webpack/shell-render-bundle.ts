import { join } from 'node:path';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { serverBundleConfig } from './server-bundle';
import { ServerManifestPlugin } from './server-manifest';

const root = join(__dirname, '..', '..');

export interface ShellRenderBundleOptions {
  /** The shell's browser compilation, which this one runs after (its `clean` empties the output folder). */
  readonly after: string;
  readonly production: boolean;
  readonly externals: readonly string[];
}

/**
 * The shell's own server bundle (issue 16): apps/shell/src/server-render/render-screen.tsx as one CommonJS file,
 * dist/apps/shell/server/render.js, that draws the shell's layout around a remote's screen. Built exactly like a
 * remote's server bundle (server-bundle.ts: the same CSS module class names as the shell's browser build, the shared
 * singletons required from the server), but it ships with the shell server itself, so it needs no manifest and no
 * hashed name: the shell server requires it from its own build folder.
 */
export function shellRenderBundleConfig(options: ShellRenderBundleOptions): Configuration {
  const base = serverBundleConfig({
    name: 'shell',
    production: options.production,
    externals: options.externals,
    record: { release: 'shell' },
    browserCompilation: options.after,
  });
  return {
    ...base,
    name: 'shell-render',
    entry: { render: join(root, 'apps/shell/src/server-render/render-screen.tsx') },
    output: { ...base.output, filename: 'render.js' },
    plugins: (base.plugins ?? []).filter(
      (plugin): plugin is WebpackPluginInstance => !(plugin instanceof ServerManifestPlugin),
    ),
  };
}
