import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '@nivaas/tools/stack';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { signInFromHeader } from './support/checkout-helpers';
import { E2E_CDN_DIR } from './support/e2e-ports';
import { redeployRemote } from './support/redeploy';
import { REMOTE_PAGES } from './support/screens';

/**
 * Server rendering: the cacheable routes' screens come drawn in the HTML by the shell server, from each
 * remote's server bundle loaded at run time from the remote's own deployment, and the browser hydrates them.
 */

const SSR_BLOCK = 'id="nivaas-ssr"';
const LISTING = '/hotels-in-bengaluru/';
const HOTEL = REMOTE_PAGES.hotel.path;
/**
 * One route per kind the server renders (home, cities, a listing, a hotel, the content pages, the shell's own sign-in
 * page), with its heading.
 */
const SERVER_RENDERED: readonly (readonly [string, string])[] = [
  ['/', 'Budget hotels across India'],
  ['/cities/', 'All cities'],
  [LISTING, 'Hotels in Bengaluru'],
  [HOTEL, 'Nivaas Suites Marathahalli'],
  ['/faq/', 'Frequently asked questions'],
  ['/aboutus/', 'About us'],
  ['/brands/trend/', 'Trend'],
  ['/introducing-rewards/', 'Nivaas Rewards'],
  ['/login/', 'Sign in to Nivaas'],
];
const MEMBER = { phone: '9000000001', firstName: 'Asha' };

/**
 * The page's HTML once the server renders it. A cold render (a remote's bundle fetched for the first time, a slow
 * API) may go past its budget: that request is served to be drawn in the browser, the render goes on and is kept,
 * so the next request has it. Waits for that state, not for a time.
 */
async function serverHtml(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path, { headers })).text();
        return html.includes(SSR_BLOCK);
      },
      { timeout: 30_000, message: `${path} is never server-rendered` },
    )
    .toBe(true);
  return html;
}

const releaseIn = (html: string) => /data-release="([^"]+)"/.exec(html)?.[1];

/** How the page started in the browser (bootstrap.tsx): `hydrate`, or `render[:why]` when drawn afresh. */
async function started(page: Page): Promise<string | null> {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  return page.locator('html').getAttribute('data-start');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing shows its hotels with names and prices, styled, and the hotel page its rooms', async ({
    page,
    request,
  }) => {
    await serverHtml(request, LISTING);
    await page.goto(LISTING);
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Bengaluru' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
    await expect(cards.first().getByRole('heading', { level: 2 })).toBeVisible();
    await expect(cards.filter({ hasText: /₹\s?[\d,]+/ }).first()).toBeVisible();
    // Styled with no script: the shell's layout stylesheets and the screen's are in the head.
    await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(cards.first()).not.toHaveCSS('border-top-left-radius', '0px');

    await serverHtml(request, HOTEL);
    await page.goto(HOTEL);
    await expect(page.getByRole('heading', { level: 1, name: REMOTE_PAGES.hotel.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeVisible();
    const rooms = page.getByRole('heading', { level: 3 });
    expect(await rooms.count()).toBeGreaterThan(0);
    await expect(page.getByText(/₹\s?[\d,]+/).first()).toBeVisible();
  });

  test('the cities page lists the cities with their links, and the FAQ page its questions, not a loading state', async ({
    page,
    request,
  }) => {
    await serverHtml(request, '/cities/');
    await page.goto('/cities/');
    await expect(page.getByRole('link', { name: /Bengaluru/ }).first()).toHaveAttribute(
      'href',
      '/hotels-in-bengaluru/',
    );
    await expect(page.getByRole('status', { name: 'Loading cities' })).toHaveCount(0);

    await serverHtml(request, '/faq/');
    await page.goto('/faq/');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });
});

test.describe('hydration', () => {
  for (const [path, heading] of SERVER_RENDERED) {
    test(`${path}: the browser hydrates the server's HTML with no mismatch and no warning`, async ({
      page,
      request,
    }) => {
      // The screen itself is in the HTML, not its loading state, with no style attribute (the CSP goes out first).
      const html = await serverHtml(request, path);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html.match(/\sstyle="[^"]*"/g) ?? []).toEqual([]);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(path);
      expect(await started(page)).toBe('hydrate');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(warnings.filter((text) => /hydrat|did not match|server rendered html/i.test(text))).toEqual([]);
    });
  }
});

test('a page not drawn yet comes streamed: its head first, then the screen, and the browser takes it over', async ({
  page,
}) => {
  // A query no one asked for before: nothing is kept for it, so the server sends the head, then draws the screen.
  const fresh = `${LISTING}?e2e=${Date.now()}-${test.info().project.name}`;
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(fresh);
  // Drawn within its budget it hydrates; on a slow machine past it, the same response ends drawn in the browser.
  expect(['hydrate', 'render']).toContain(await started(page));
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Bengaluru' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hotels' }).getByRole('article').first()).toBeVisible();
  expect(warnings.filter((text) => /hydrat|did not match|server rendered html|content security/i.test(text))).toEqual(
    [],
  );
});

test.describe('a French visitor', () => {
  test.use({ locale: 'fr-FR' });

  for (const path of ['/', LISTING, HOTEL]) {
    test(`${path}: the server writes the page in French and the browser hydrates it`, async ({ page, request }) => {
      const html = await serverHtml(request, path, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
      // Other attributes may come first (the sign-in simulators', third-party keys).
      expect(html).toMatch(/<html[^>]* lang="fr-FR"/);
      expect(html).toContain('"locale":"fr-FR"');
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(path);
      expect(await started(page)).toBe('hydrate');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Villes' })).toBeVisible();
      expect(warnings.filter((text) => /hydrat|did not match|server rendered html/i.test(text))).toEqual([]);
    });
  }
});

test('/login/#forgot-password: the fragment never reaches the server; the page hydrates, then opens the form', async ({
  page,
  request,
}) => {
  await serverHtml(request, '/login/');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/login/#forgot-password');
  expect(await started(page)).toBe('hydrate');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect(warnings.filter((text) => /hydrat|did not match|server rendered html/i.test(text))).toEqual([]);
});

test('a remote redeployed alone is in the running shell server HTML, and the browser hydrates that release', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'android', 'one rebuild is enough to show it');
  test.setTimeout(300_000);
  const before = releaseIn(await serverHtml(request, '/faq/'));

  const release = redeployRemote('discovery', 'e2e-ssr');

  await expect
    .poll(async () => releaseIn(await (await request.get('/faq/')).text()), { timeout: 60_000 })
    .toBe(release);
  expect(release).not.toBe(before);
  await page.goto('/faq/');
  expect(await started(page)).toBe('hydrate');
  await expect(page.locator('[data-remote="discovery"]')).toHaveAttribute('data-release', release);
});

test('a remote whose server bundle is down still gives a working page, drawn in the browser', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'android', 'the server side is the same for both profiles');
  await serverHtml(request, HOTEL);
  const server = join(WORKSPACE_ROOT, E2E_CDN_DIR, 'hotel', 'server');
  renameSync(server, `${server}.down`);
  try {
    await expect
      .poll(async () => (await (await request.get(HOTEL)).text()).includes(SSR_BLOCK), { timeout: 30_000 })
      .toBe(false);
    await page.goto(HOTEL);
    expect(await started(page)).toBe('render');
    await expect(page.getByRole('heading', { level: 1, name: REMOTE_PAGES.hotel.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeVisible();
  } finally {
    renameSync(`${server}.down`, server);
  }
  // Back up: the next requests are server-rendered again, with no restart.
  await serverHtml(request, HOTEL);
});

test('a signed-in visitor gets the anonymous HTML everyone gets; her name comes from her own browser only', async ({
  page,
  request,
  browser,
}) => {
  await page.goto(LISTING);
  const token = await signInFromHeader(page, request, MEMBER.phone);
  const header = page.getByRole('banner');
  await expect(header.getByText(MEMBER.firstName)).toBeVisible();

  // Her browser's own request for the page (her cookies and all): the HTML knows nothing of her.
  await serverHtml(page.request, LISTING);
  const hers = await (await page.request.get(LISTING)).text();
  expect(hers).not.toContain(MEMBER.firstName);
  expect(hers).not.toContain(token);
  await page.reload();
  expect(await started(page)).toBe('render:signed-in');
  await expect(header.getByText(MEMBER.firstName)).toBeVisible();

  // Another visitor, right after her: the same cached page, still nothing of hers.
  const other = await browser.newContext();
  try {
    const theirs = await (await other.request.get(new URL(LISTING, page.url()).toString())).text();
    expect(theirs).toContain(SSR_BLOCK);
    expect(theirs).not.toContain(MEMBER.firstName);
    expect(theirs).not.toContain(token);
    const theirPage = await other.newPage();
    await theirPage.goto(new URL(LISTING, page.url()).toString());
    await expect(theirPage.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    await expect(theirPage.getByRole('banner').getByText(MEMBER.firstName)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
