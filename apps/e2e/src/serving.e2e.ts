import { expect, test } from './support/test';
import { remoteOrigin, REMOTES } from './support/e2e-ports';

const ONE_HOUR = 'public, max-age=3600';
const NO_STORE = 'no-store';

const ROUTES: [string, string][] = [
  ['/', ONE_HOUR],
  ['/cities/', ONE_HOUR],
  ['/search/', NO_STORE],
  ['/hotels-in-bengaluru/', ONE_HOUR],
  ['/hotels-in-koramangala-bengaluru/', ONE_HOUR],
  ['/hotels-near-me/', NO_STORE],
  ['/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/', ONE_HOUR],
  ['/itinerary/', NO_STORE],
  ['/login/', ONE_HOUR],
  ['/account/booking-history/', NO_STORE],
  ['/faq/', ONE_HOUR],
];

test.describe('the shell server', () => {
  for (const [path, cacheControl] of ROUTES) {
    test(`given ${path}, then it answers the HTML shell with "${cacheControl}" and the security headers`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toContain('text/html');
      expect(headers['cache-control']).toBe(cacheControl);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).not.toContain('unsafe-eval');
      for (const remote of REMOTES) expect(csp).toContain(remoteOrigin(remote));
      expect(csp).toMatch(/script-src 'self' http:\/\/localhost:\d+/);
      expect(await response.text()).toContain('id="nivaas-remote-manifest"');
    });
  }

  test('given an unknown path, then it answers 404 with the shell (which shows Not Found)', async ({
    request,
    page,
  }) => {
    const response = await request.get('/no-such-page/');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe(NO_STORE);
    await page.goto('/no-such-page/');
    await expect(page.getByRole('heading', { level: 1, name: /could not find that page/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /home page/i })).toBeVisible();
  });

  test('given a path without its slash, then it redirects permanently to the slashed route', async ({ request }) => {
    const response = await request.get('/cities?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/cities/?x=1');
  });

  test('given a missing asset, then it is a plain 404', async ({ request }) => {
    const response = await request.get('/main.0123456789ab.js');
    expect(response.status()).toBe(404);
  });

  test('given hashed shell assets, then they are immutable for a year and pre-compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="\/?(main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await request.get(`/${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');
    const gzip = await request.get(`/${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test('given the remote manifest, then it names each remote from configuration and is revalidated', async ({
    request,
  }) => {
    const response = await request.get('/remote-manifest.json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = await response.json();
    for (const remote of REMOTES) expect(manifest[remote]).toBe(`${remoteOrigin(remote)}/remoteEntry.js`);
  });

  test('given /api/, then the shell server proxies it to the API', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});

test.describe('each remote origin, as a CDN path', () => {
  for (const remote of REMOTES) {
    test(`given ${remote}, then its entries revalidate, its chunks are immutable, and it allows the shell's origin`, async ({
      request,
    }) => {
      const origin = remoteOrigin(remote);
      const manifest = await request.get(`${origin}/mf-manifest.json`);
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      expect(manifest.headers()['access-control-allow-origin']).toBe('*');
      const entry = await request.get(`${origin}/remoteEntry.js`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(entry.headers()['cache-control']).toBe('no-cache');
      expect(entry.headers()['content-encoding']).toBe('br');
      const body = await manifest.json();
      const exposed = body.exposes.find((e: { path: string }) => e.path === './Routes');
      expect(body.exposes).toHaveLength(1);
      const chunk = exposed.assets.js.sync[0] as string;
      const asset = await request.get(`${origin}/${chunk}`);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  }

  test("given a remote's own page (its team's harness), then it runs without the shell, on the runtime provider built beside it", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const provider = page.waitForResponse(`${remoteOrigin('discovery')}/federation-runtime.js`);
    await page.goto(`${remoteOrigin('discovery')}/`);
    expect((await provider).headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1, name: 'Budget hotels across India' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
