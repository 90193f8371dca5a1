import { join } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@nivaas/routes';

export interface ShellServerConfig {
  readonly host: string;
  readonly port: number;
  /** The shell's production build. */
  readonly distDir: string;
  /** Where /api/ is proxied to. */
  readonly apiUrl: string;
  /** Each remote's mf-manifest.json URL: from the environment, never compiled into the bundle. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
}

const DEFAULT_REMOTE_PORTS: Readonly<Record<RemoteName, number>> = { discovery: 4201, hotel: 4202, checkout: 4203, account: 4204 };

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${value}`);
  return port;
}

function parseUrl(name: string, value: string): string {
  const url = new URL(value); // throws on a malformed value, at start-up rather than per request
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s): ${value}`);
  return url.toString();
}

/**
 * Reads the server's configuration from the environment:
 * PORT, HOST, SHELL_DIST_DIR, API_URL and REMOTE_<NAME>_URL (e.g. REMOTE_DISCOVERY_URL).
 */
export function readShellServerConfig(env: NodeJS.ProcessEnv, workspaceRoot: string): ShellServerConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const key = `REMOTE_${name.toUpperCase()}_URL`;
      const fallback = `http://localhost:${DEFAULT_REMOTE_PORTS[name]}/mf-manifest.json`;
      return [name, parseUrl(key, env[key] || fallback)];
    }),
  ) as Record<RemoteName, string>;
  return {
    host: env['HOST'] || '127.0.0.1',
    port: parsePort(env['PORT'], 4200),
    distDir: env['SHELL_DIST_DIR'] || join(workspaceRoot, 'dist/apps/shell'),
    apiUrl: parseUrl('API_URL', env['API_URL'] || 'http://127.0.0.1:3333'),
    remotes,
  };
}
