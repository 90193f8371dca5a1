import type { ShellServerConfig } from '../server-config';

/** Test helpers of the shell server's specs. Never imported by app code. */

/** The four remotes' entries on the local development ports. */
export const LOCAL_REMOTES: ShellServerConfig['remotes'] = {
  discovery: 'http://localhost:4201/remoteEntry.js',
  hotel: 'http://localhost:4202/remoteEntry.js',
  checkout: 'http://localhost:4203/remoteEntry.js',
  account: 'http://localhost:4204/remoteEntry.js',
};

/** A shell server on a free local port serving `distDir`, with the API at `apiUrl` and the local remotes. */
export function testServerConfig(
  distDir: string,
  apiUrl: string,
  more: Partial<ShellServerConfig> = {},
): ShellServerConfig {
  return { host: '127.0.0.1', port: 0, distDir, apiUrl, remotes: LOCAL_REMOTES, ...more };
}
