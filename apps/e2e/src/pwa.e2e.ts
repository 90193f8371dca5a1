import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '@nivaas/tools/stack';
import {
  chromium,
  devices,
  expect,
  expectNoCspViolations,
  recordCspViolations,
  test,
  type CspViolation,
  type Page,
} from './support/test';
import { accountStayOffset, apiSignIn, bookViaApi, kolkataDay } from './support/account-helpers';
import { signInFromHeader, storedToken } from './support/checkout-helpers';
import { E2E_PORTS } from './support/e2e-ports';
import { redeployRemote } from './support/redeploy';
import { randomPhone } from './support/otp-inbox';

/**
 * Installable and offline-capable, on the production builds against the real API, on both mobile
 * profiles. The only e2e file with service workers allowed: everywhere else they are blocked, so no other
 * journey is served from a worker's cache.
 *
 * What is set up through the API and not through the screens: the bookings themselves (`bookViaApi`; the
 * booking journey is checkout.e2e.ts and after-payment.e2e.ts). The guest then opens their booking as they
 * would, from the confirmation link, and the member from My bookings.
 */
test.use({ serviceWorkers: 'allow' });

const MEMBER = '9000000002';
/** This suite's slot of the account days (accountStayOffset). */
const SLOT = 12;
const OFFLINE_BOOKINGS_CACHE = 'nivaas-offline-bookings-v1';
const SHELL_DIST = join(WORKSPACE_ROOT, 'dist/apps/shell');

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'login_interrupt_viewed', value: '1', url: `http://localhost:${E2E_PORTS.shell}` },
  ]);
});

/** A device's options without the browser it names (this suite always runs Chromium). */
const withoutBrowserType = <T extends { defaultBrowserType?: unknown }>(device: T) => {
  const { defaultBrowserType: _ignored, ...options } = device;
  return options;
};

/** Waits until the page's service worker is active and controls the page (the first visit is not controlled). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Whether the offline copy of this page's URL is kept on the device. */
const hasOfflineCopy = (page: Page, path: string) =>
  page.evaluate(
    async ({ cacheName, url }) => Boolean(await (await caches.open(cacheName)).match(new URL(url, location.href).href)),
    { cacheName: OFFLINE_BOOKINGS_CACHE, url: path },
  );

test('the site is installable: a valid manifest, its icons, and the browser finds no installability error', async ({
  request,
}, info) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.ok()).toBe(true);
  expect(manifestResponse.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.name).toBe('Nivaas Hotels');
  expect(manifest.short_name).toBe('Nivaas');
  expect(manifest.display).toBe('standalone');
  expect(new URL(manifest.start_url, 'http://x').searchParams.get('utm_source')).toBe('homescreen');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.shortcuts.map((s) => s.url.split('?')[0])).toEqual(['/search/', '/account/booking-history/']);
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((i) => i.sizes === size)).toBe(true);
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  // Installability is judged for a real profile: Playwright's usual contexts are off the record, which Chromium
  // reports as "in-incognito". So this check runs in a persistent profile of its own, watched for CSP like the rest.
  const profile = mkdtempSync(join(tmpdir(), 'nivaas-pwa-profile-'));
  const installable = await chromium.launchPersistentContext(profile, {
    ...info.project.use.launchOptions,
    ...withoutBrowserType(devices[info.project.name === 'iphone' ? 'iPhone 14' : 'Pixel 7']),
    baseURL: info.project.use.baseURL,
    serviceWorkers: 'allow',
  });
  const violations: CspViolation[] = [];
  try {
    await recordCspViolations(installable, violations);
    const visitor = installable.pages()[0] ?? (await installable.newPage());
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await controlledByWorker(visitor);
    const cdp = await installable.newCDPSession(visitor);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
  } finally {
    await installable.close();
    rmSync(profile, { recursive: true, force: true });
  }
  expectNoCspViolations(violations);
});

test('a second visit starts the shell from the worker, and a redeployed remote is live on the next load', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await controlledByWorker(page);

  const entry = page.waitForResponse((r) => /\/main\.[0-9a-f]{8,}\.js$/.test(r.url()));
  const remoteEntry = page.waitForResponse((r) => r.url().endsWith('/remoteEntry.js'));
  await page.reload();
  expect((await entry).fromServiceWorker(), 'the shell entry comes from the worker').toBe(true);
  // The remote's entry keeps its name across deploys: never from the worker's cache.
  expect((await remoteEntry).fromServiceWorker()).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  if (info.project.name !== 'android') return; // one rebuild is enough to show it
  const area = page.locator('[data-remote="discovery"]');
  const release = redeployRemote('discovery', 'e2e-pwa');
  await page.reload();
  await expect(area).toHaveAttribute('data-release', release);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a guest’s confirmation, once seen, opens offline with the hotel’s address and phone; an unseen page shows the offline page', async ({
  page,
  request,
  context,
}, info) => {
  const offset = accountStayOffset(info, SLOT) + 1;
  const booking = await bookViaApi(request, {
    hotelId: 1001,
    checkin: kolkataDay(offset),
    checkout: kolkataDay(offset + 1),
    guest: { name: 'Meera Iyer', mobile: randomPhone() },
  });
  const confirmation = `/confirmation/${booking.orderId}/?t=${booking.token}`;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await controlledByWorker(page);
  await page.goto(confirmation);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const hotel = page.getByRole('region', { name: 'Hotel' });
  // The section's first paragraph is the hotel's name (hotel-section.tsx).
  const hotelName = (await hotel.locator('p').first().innerText()).trim();
  expect(hotelName.length).toBeGreaterThan(2);
  await expect.poll(() => hasOfflineCopy(page, confirmation)).toBe(true);

  await context.setOffline(true);
  try {
    await page.goto(confirmation);
    await expect(page.getByRole('status')).toContainText(/offline/i);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText(hotelName).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d{6,}$/);
    await expect(page.getByText(booking.orderId).first()).toBeVisible();

    await page.goto('/hotels-in-goa/');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/hotels-in-goa/');
    // The offline page leads to the bookings that do open.
    await page.getByRole('link', { name: hotelName }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await page.goto(confirmation);
  await expect(page.getByRole('status').filter({ hasText: /offline/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
});

test('a member’s booking detail opens offline once seen, and after logout nothing of it is left on the phone', async ({
  page,
  request,
  context,
}, info) => {
  const token = await apiSignIn(request, MEMBER);
  const offset = accountStayOffset(info, SLOT);
  const booking = await bookViaApi(request, {
    token,
    hotelId: 1002,
    checkin: kolkataDay(offset),
    checkout: kolkataDay(offset + 1),
    guest: { name: 'Ravi Kumar', mobile: MEMBER },
  });
  const detail = `/account/booking-history/${booking.orderId}/`;

  await page.goto('/');
  await controlledByWorker(page);
  await signInFromHeader(page, request, MEMBER);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('link', { name: 'My bookings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await page.goto(detail);
  await expect(page.getByText(booking.orderId).first()).toBeVisible();
  await expect.poll(() => hasOfflineCopy(page, detail)).toBe(true);

  await context.setOffline(true);
  try {
    await page.goto(detail);
    await expect(page.getByRole('status')).toContainText(/offline/i);
    await expect(page.getByText(booking.orderId).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call / })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  await page.goto('/');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect.poll(() => page.evaluate((name) => caches.has(name), OFFLINE_BOOKINGS_CACHE)).toBe(false);

  await context.setOffline(true);
  try {
    await page.goto(detail);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText(booking.orderId)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Bookings saved on this phone' })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('a new release of the worker takes over on the next navigation, and the page in use keeps working', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await controlledByWorker(page);
  const file = join(SHELL_DIST, 'sw.js');
  const original = readFileSync(file);
  // A deploy of the shell: the worker's bytes change (the compressed copies go, so the new file is what is served).
  const compressed = ['br', 'gz'].map((ext) => ({ path: `${file}.${ext}`, bytes: readFileSync(`${file}.${ext}`) }));
  try {
    for (const { path } of compressed) rmSync(path);
    writeFileSync(file, Buffer.concat([original, Buffer.from(`\n// release ${Date.now()}\n`)]));
    // The page in use finds the new worker (here by asking; a browser checks on navigations too) and keeps it waiting.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))))
      .toBe(true);
    await page
      .getByRole('link', { name: /cities/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(
      true,
    );

    // The next navigation (a load of a page, here the home page) lets it take over.
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))))
      .toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  } finally {
    writeFileSync(file, original);
    for (const { path, bytes } of compressed) writeFileSync(path, bytes);
  }
});
