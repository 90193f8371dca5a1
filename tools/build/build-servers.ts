import { build, type Plugin } from 'esbuild';
import { join } from 'node:path';

/**
 * Bundles the servers for production, so they run with plain `node` (tsx stays a development tool):
 *   dist/servers/api/main.js    the API            (apps/api/src/main.ts)
 *   dist/servers/shell/main.js  the shell server   (apps/shell/server/main.ts)
 *   dist/servers/cdn/main.js    a remote's static CDN stand-in (tools/servers/serve-remote.ts)
 * The workspace's own libraries (@nivaas/*, TypeScript sources) are compiled into each bundle; every other package
 * stays a `require` of node_modules, installed beside it (`npm install --omit=dev` in the container images).
 * Each bundle sits three folders below the repository root, as its source does, so the paths it derives from
 * __dirname (the API's .data/, the shell's dist/apps/shell) are the same in both.
 * Usage: tsx tools/build/build-servers.ts [api] [shell] [cdn]   (all three by default)
 */
export const SERVERS = {
  api: 'apps/api/src/main.ts',
  shell: 'apps/shell/server/main.ts',
  cdn: 'tools/servers/serve-remote.ts',
} as const;
export type ServerBundle = keyof typeof SERVERS;

const ROOT = join(__dirname, '../..');

/** Bare imports stay requires, except the workspace's own libraries, which are TypeScript and must be compiled in. */
export const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@nivaas/') ? undefined : { path: args.path, external: true },
    );
  },
};

export function serverBundlePath(name: ServerBundle): string {
  return join(ROOT, 'dist/servers', name, 'main.js');
}

/** Bundles the servers named (all by default), printing each one's size. */
export async function buildServers(names: readonly ServerBundle[] = Object.keys(SERVERS) as ServerBundle[]) {
  for (const name of names) await bundle(name);
}

async function bundle(name: ServerBundle): Promise<void> {
  const started = Date.now();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [SERVERS[name]],
    outfile: serverBundlePath(name),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    metafile: true,
    legalComments: 'none',
    tsconfig: 'tsconfig.base.json',
    plugins: [packagesOutside],
    // A stylesheet a shared component imports is the browser build's business.
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  });
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  console.log(`${name}: dist/servers/${name}/main.js, ${(bytes / 1024).toFixed(0)} KB, ${Date.now() - started} ms`);
}

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in SERVERS));
  if (unknown.length)
    throw new Error(`unknown server ${unknown.join(', ')}; choose from ${Object.keys(SERVERS).join(', ')}`);
  await buildServers(asked.length ? (asked as ServerBundle[]) : undefined);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
