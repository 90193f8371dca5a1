import { expect, test, type Page } from './support/test';
import { breakRemote, recordRemoteEntries, type Failure } from './support/remote-requests';
import { remoteOrigin, REMOTES, type RemoteName } from './support/e2e-ports';
import { REMOTE_FAILURE_DEADLINE_MS } from '@nivaas/routes';
import { REMOTE_PAGES, SHELL_ORIGIN } from './support/screens';

// Booking history is the account remote's page here. Signed-out visitors are sent to /login/,
// except traffic from the PhonePe app (docs/rules.md 2), which this session cookie marks.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'nivaas_traffic_source', value: 'phonepe_app', url: SHELL_ORIGIN }]);
});

test.describe('remotes load lazily', () => {
  test('given the home page, then only discovery is fetched; a link on screen fetches nothing', async ({ page }) => {
    const fetched = recordRemoteEntries(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: REMOTE_PAGES.discovery.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched()).toEqual(['discovery']);
  });

  test("given a page, then its HTML preloads its remote's entry and the runtime uses that one fetch", async ({
    page,
  }) => {
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
    });
    await page.goto('/');
    await expect(
      page.locator(`link[rel="preload"][as="script"][href="${remoteOrigin('discovery')}/remoteEntry.js"]`),
    ).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: REMOTE_PAGES.discovery.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(entries).toEqual([`${remoteOrigin('discovery')}/remoteEntry.js`]);
  });

  test('given a link to another remote, when it is hovered or focused, then that remote is preloaded', async ({
    page,
  }) => {
    const fetched = recordRemoteEntries(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /my bookings/i }).focus();
    await expect.poll(fetched).toContain('account');
    expect(fetched()).not.toContain('hotel');
    expect(fetched()).not.toContain('checkout');
  });

  test('given a link to another remote, when followed, then its screen renders', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /my bookings/i }).click();
    await expect(page).toHaveURL(/\/account\/booking-history\/$/);
    await expect(page.getByRole('heading', { level: 1, name: REMOTE_PAGES.account.heading })).toBeVisible();
  });
});

/** The shell's area once it has started waiting for `remote`: its deadline runs from then (remote-area.tsx). */
const areaWaiting = (page: Page, remote: RemoteName) => page.locator(`[data-remote-area="${remote}"][data-waiting]`);

const FAILURES: Record<RemoteName, Failure> = {
  discovery: '500',
  hotel: '404',
  checkout: 'timeout',
  account: 'refused',
};

for (const remote of REMOTES) {
  const failure = FAILURES[remote];
  test.describe(`${remote} down (${failure})`, () => {
    test('then its area shows an error with Retry within 3 s, the rest works, and Retry recovers', async ({ page }) => {
      const restore = await breakRemote(page, remote, failure);
      // The promise is 3 s of the page's time from when its area starts waiting for the remote. A busy 2-core
      // machine can start the page a second late and fire timers late, so the page's clock is held still and
      // moved by hand: the deadline is checked exactly, whatever the machine is doing.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      // Not waiting for `load`: a hanging remote entry (preloaded by the HTML) holds that event back, not the page.
      await page.goto(REMOTE_PAGES[remote].path, { waitUntil: 'domcontentloaded' });
      await expect(areaWaiting(page, remote)).toBeAttached({ timeout: 15_000 });
      const alert = page.getByRole('alert');
      await page.clock.runFor(REMOTE_FAILURE_DEADLINE_MS - 1);
      // A remote that does not answer is waited for until the deadline, not a moment less; one that fails
      // outright (500, 404, refused: the shell's loader tries twice, 250 ms apart) may be said sooner.
      if (failure === 'timeout') await expect(alert).toHaveCount(0);
      await page.clock.runFor(1);
      expect(REMOTE_FAILURE_DEADLINE_MS).toBeLessThanOrEqual(3000);
      await expect(alert).toBeVisible();
      await page.clock.resume();
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
      // The shell's chrome stays.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Another remote still works, reached through the shell's own navigation.
      const other = REMOTES.find((r) => r !== remote && r !== 'checkout' && r !== 'hotel') ?? 'discovery';
      await page
        .getByRole('link', { name: other === 'account' ? /my bookings/i : /nivaas/i })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: REMOTE_PAGES[other].heading })).toBeVisible();

      // Back on the broken page, the remote returns and Retry brings it in.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page.getByRole('alert')).toBeVisible({ timeout: 15_000 });
      await restore();
      if (failure === 'timeout') {
        // The timed-out load is retried by the runtime, so the area may fill in before Retry is pressed.
        await page
          .getByRole('button', { name: 'Retry' })
          .click({ timeout: 2000 })
          .catch(() => undefined);
      } else {
        await page.getByRole('button', { name: 'Retry' }).click();
      }
      await expect(page.getByRole('heading', { level: 1, name: REMOTE_PAGES[remote].heading })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}
