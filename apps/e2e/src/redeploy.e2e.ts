import { expect, test } from './support/test';
import { redeployRemote } from './support/redeploy';

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

  const release = redeployRemote('discovery', 'e2e-redeploy');

  await page.reload();
  await expect(area).toHaveAttribute('data-release', release);
  expect(release).not.toBe(before);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
