import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the server needs these two in its bundle (WORKSPACE_SHARED).
import * as apiClient from '@nivaas/api-client';
import * as state from '@nivaas/state';
import { evaluateServerBundle } from './remote-server-modules';
import type { RenderScreenInput } from '../../src/server-render/render-screen';

/** The shell's own server bundle (apps/shell/src/server-render/render-screen.tsx, built to dist/apps/shell/server/). */
export const RENDER_BUNDLE_FILE = 'server/render.js';

/** Draws the shell with one remote screen: the HTML inside #root and the state the browser hydrates with. */
export type RenderScreen = (input: RenderScreenInput) => Promise<{ html: string; state: unknown }>;

/**
 * The modules a server bundle (the shell's and every remote's) gets from the shell server: the shared singletons of
 * the browser build (tools/webpack/federation.ts sharedSingletons) and react-dom/server. One copy per process, so a
 * remote's screen and the shell's layout use the same React, router and stores.
 */
export const SERVER_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'rxjs',
  'immer',
  'dayjs',
  '@nivaas/state',
  '@nivaas/api-client',
  'react-dom/server',
] as const;

/**
 * The workspace's own shared libraries, imported here rather than required by name: the built server
 * (dist/servers/shell/main.js, run with plain node) carries them inside its bundle, since their packages in
 * node_modules are TypeScript sources that only tsx could load.
 */
const WORKSPACE_SHARED: Readonly<Record<string, unknown>> = { '@nivaas/state': state, '@nivaas/api-client': apiClient };

/** The shell server's copies of the shared modules, by request. */
export function sharedModules(load: (request: string) => unknown = require): Record<string, unknown> {
  return Object.fromEntries(
    SERVER_SHARED_MODULES.map((request) => [request, WORKSPACE_SHARED[request] ?? load(request)]),
  );
}

/**
 * The shell's render bundle from its build (same deployment as this server, so a local file), or null when the
 * build has none (a build from before): pages are then drawn in the browser only. It is evaluated as the remotes'
 * are, with a require that hands out the shared modules only.
 */
export function loadRenderBundle(
  distDir: string,
  shared: Readonly<Record<string, unknown>>,
  load: (path: string) => unknown = (path) => evaluateServerBundle(readFileSync(path, 'utf8'), path, shared),
): RenderScreen | null {
  const file = join(distDir, RENDER_BUNDLE_FILE);
  if (!existsSync(file)) return null;
  const exported = load(file) as { renderScreen?: unknown };
  if (typeof exported.renderScreen !== 'function') throw new Error(`${file} exports no renderScreen`);
  return exported.renderScreen as RenderScreen;
}
