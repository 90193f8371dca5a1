import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '@nivaas/tools/stack';
import { E2E_CDN_DIR, type RemoteName } from './e2e-ports';

/**
 * Independent delivery as a pipeline does it: a new production build of one remote with another release name
 * (the same build `nx run <remote>:build` runs), copied over what its CDN path serves, entries last as a CDN
 * upload would. The running shell is neither rebuilt nor restarted. Returns the release name.
 */
export function redeployRemote(remote: RemoteName, label: string): string {
  const release = `${remote}@${label}-${Date.now()}`;
  const out = mkdtempSync(join(tmpdir(), `nivaas-redeploy-${remote}-`));
  try {
    execFileSync(join(WORKSPACE_ROOT, 'node_modules/.bin/webpack-cli'), ['build'], {
      cwd: join(WORKSPACE_ROOT, 'apps', remote),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NIVAAS_RELEASE: release,
        // Every compilation of the remote (browser, harness, server/) into `out`, laid out as dist/apps/<remote>.
        NIVAAS_DIST_DIR: out,
        NX_TASK_TARGET_PROJECT: remote,
        NX_TASK_TARGET_TARGET: 'build',
      },
      stdio: 'pipe',
    });
    // Content-hashed files first, then the files that name them (entry, manifests), as a CDN upload must:
    // a browser or the shell server that reads a new name always finds the file it names.
    const pointers = /(^|\/)(remoteEntry\.js|mf-manifest\.json|server-manifest\.json)(\.(br|gz))?$/;
    const cdn = join(WORKSPACE_ROOT, E2E_CDN_DIR, remote);
    cpSync(out, cdn, { recursive: true, filter: (source) => !pointers.test(source) });
    cpSync(out, cdn, { recursive: true, filter: (source) => !/\.[a-z0-9]+$/i.test(source) || pointers.test(source) });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return release;
}
