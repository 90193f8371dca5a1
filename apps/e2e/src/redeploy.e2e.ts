import { expect, test } from './support/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '@nivaas/tools/stack';
import { E2E_CDN_DIR } from './support/e2e-ports';

/**
 * Independent delivery: a new build of one remote is copied over what its CDN path serves,
 * and the running shell, neither rebuilt nor restarted, shows the new release.
 */
test('given a redeployed discovery remote, when the page is reloaded, then the running shell serves the new release', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'android', 'one rebuild is enough to show it');
  test.setTimeout(240_000);

  await page.goto('/');
  const area = page.locator('[data-remote="discovery"]');
  await expect(area).toBeVisible();
  const before = await area.getAttribute('data-release');

  const release = `discovery@e2e-redeploy-${Date.now()}`;
  const out = mkdtempSync(join(tmpdir(), 'nivaas-redeploy-'));
  try {
    execFileSync(join(WORKSPACE_ROOT, 'node_modules/.bin/webpack-cli'), ['build', '--output-path', out], {
      cwd: join(WORKSPACE_ROOT, 'apps/discovery'),
      // The same build the pipeline runs (nx run discovery:build), with another release name.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NIVAAS_RELEASE: release,
        NX_TASK_TARGET_PROJECT: 'discovery',
        NX_TASK_TARGET_TARGET: 'build',
      },
      stdio: 'pipe',
    });
    // A deploy writes the new files, entries last, as a CDN upload would.
    cpSync(out, join(WORKSPACE_ROOT, E2E_CDN_DIR, 'discovery'), { recursive: true });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }

  await page.reload();
  await expect(area).toHaveAttribute('data-release', release);
  expect(release).not.toBe(before);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
