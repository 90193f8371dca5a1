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
    execFileSync(join(WORKSPACE_ROOT, 'node_modules/.bin/webpack-cli'), ['build', '--output-path', out], {
      cwd: join(WORKSPACE_ROOT, 'apps', remote),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NIVAAS_RELEASE: release,
        NX_TASK_TARGET_PROJECT: remote,
        NX_TASK_TARGET_TARGET: 'build',
      },
      stdio: 'pipe',
    });
    cpSync(out, join(WORKSPACE_ROOT, E2E_CDN_DIR, remote), { recursive: true });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return release;
}
