/** @jest-environment node */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer, type ShellServerOptions } from './create-shell-server';
import { embedRemoteManifest } from './html-document';
import { CONTENT_REVALIDATE_MS, DEGRADED_CACHE_CONTROL, FAILURE_RETRY_MS } from './page-resolver';
import type { ShellServerConfig } from './server-config';
import { ServerBundleError } from './ssr/remote-server-modules';
import { createFakeApi, type FakeApi } from './testing/fake-api-fetch';
import { LOCAL_REMOTES, testServerConfig } from './testing/test-server-config';

const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" /><title>Nivaas Hotels: budget hotels</title>' +
    '<meta name="description" content="Default description" /></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'main.0123456789ab.js'), 'console.log(1)');
const config = testServerConfig(dist, 'http://api.test', {
  remotes: { ...LOCAL_REMOTES, checkout: 'http://cdn.example:4203/remoteEntry.js' },
  apiTimeoutMs: 200,
});

let api: FakeApi;
let clock: number;
beforeEach(() => {
  api = createFakeApi();
  clock = 1_000_000;
});

const start = (overrides: Partial<ShellServerConfig> = {}, options: ShellServerOptions = {}) =>
  createShellServer({ ...config, ...overrides }, { fetch: api.fetch, now: () => clock, ...options });
const metaCalls = () => api.calls.filter((call) => call.startsWith('/api/v3/contents/meta/'));

describe('createShellServer', () => {
  it('answers a 1h route with public max-age=3600, a no-cache route with no-store, anything else 404', async () => {
    const app = await start();
    expect((await app.inject('/')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await app.inject('/itinerary/')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/nope/')).statusCode).toBe(404);
    await app.close();
  });

  it("given a page of a remote, then its HTML preloads that remote's entry, and only that one", async () => {
    const app = await start();
    const home = (await app.inject('/')).body;
    expect(home).toContain(
      `<link rel="preload" as="script" crossorigin="anonymous" href="${config.remotes.discovery}">`,
    );
    expect(home).not.toContain(`rel="preload" as="script" crossorigin="anonymous" href="${config.remotes.checkout}"`);
    const itinerary = (await app.inject('/itinerary/')).body;
    expect(itinerary).toContain(
      `<link rel="preload" as="script" crossorigin="anonymous" href="${config.remotes.checkout}">`,
    );
    expect((await app.inject('/nope/')).body).not.toContain('rel="preload" as="script"');
    await app.close();
  });

  it('given a search URL with a malformed %-sequence, then it still gets the search page HTML, not a 400', async () => {
    const app = await start();
    const response = await app.inject('/search/%E0%A4%A/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await app.inject('/no-such-%E0%A4%A/')).statusCode).toBe(404);
    await app.close();
  });

  it('sends a CSP naming exactly the configured remote origins, without unsafe-eval', async () => {
    const app = await start();
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain(
      "script-src 'self' http://localhost:4201 http://localhost:4202 http://cdn.example:4203 http://localhost:4204;",
    );
    expect(csp).not.toContain('unsafe-eval');
    await app.close();
  });

  it('serves hashed assets immutable and compresses the HTML', async () => {
    const app = await start();
    expect((await app.inject('/main.0123456789ab.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe(
      'br',
    );
    expect((await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe(
      'gzip',
    );
    await app.close();
  });

  it('embeds the manifest so that it cannot close its script element', () => {
    const html = embedRemoteManifest('<head></head>', { x: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>');
  });
});

describe('SEO head in the server HTML', () => {
  it('given a cacheable route, then the HTML carries its title, meta, canonical link and structured data', async () => {
    const app = await start();
    const html = (await app.inject('/hotels-in-bengaluru/?utm_source=x')).body;
    expect(html).toContain(
      'data-seo-key="listing /hotels-in-bengaluru/">Title of listing /hotels-in-bengaluru/</title>',
    );
    expect(html).toContain('<meta data-seo="" name="description" content="About /hotels-in-bengaluru/">');
    expect(html).toContain('<link data-seo="" rel="canonical" href="https://www.nivaas.example/hotels-in-bengaluru/">');
    expect(html).toContain(
      '<script data-seo="" type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","name":"listing"}</script>',
    );
    expect(html).not.toContain('Default description');
    expect(html.match(/<title/g)).toHaveLength(1);
    // The query string (utm parameters) is not part of q, so it never reaches the canonical link.
    expect(metaCalls()).toEqual(['/api/v3/contents/meta/?page=listing&q=%2Fhotels-in-bengaluru%2F']);
    await app.close();
  });

  it('given page and q per route, then home, hotel and reset-password ask for their own content', async () => {
    const app = await start();
    await app.inject('/');
    await app.inject('/hotels-in-bengaluru/nivaas-koramangala-residency-1042/');
    await app.inject('/user/reset-password/secret-token/');
    expect(metaCalls()).toEqual([
      '/api/v3/contents/meta/?page=home&q=%2F',
      '/api/v3/contents/meta/?page=hotel-details&q=%2Fhotels-in-bengaluru%2Fnivaas-koramangala-residency-1042%2F',
      // A path with a private token asks for the page's generic head, without the path.
      '/api/v3/contents/meta/?page=reset-password',
    ]);
    await app.close();
  });

  it('given a no-cache route, then the default head goes out and no content is fetched', async () => {
    const app = await start();
    const html = (await app.inject('/search/')).body;
    expect(html).toContain(
      '<title data-default-title="Nivaas Hotels: budget hotels">Nivaas Hotels: budget hotels</title>',
    );
    expect(html).toContain('<meta data-seo="" name="description" content="Default description" />');
    expect(metaCalls()).toEqual([]);
    await app.close();
  });

  it('given hostile content, then every text is escaped and the structured data cannot close its script', async () => {
    const attack = '</script><script>alert(1)</script>';
    api.meta = () => ({
      title: `A & B </title><script>alert(1)</script>`,
      meta: [
        { name: 'description', content: `"><script>alert(1)</script>` },
        { name: 'og:title', content: "it's <b>" },
        { name: 'bad name"><script>', content: 'x' },
      ],
      link: [
        { rel: 'canonical', href: 'https://www.nivaas.example/a"b' },
        { rel: 'stylesheet', href: 'https://evil.example/x.css' },
        // eslint-disable-next-line no-script-url -- a hostile value, to prove it is refused
        { rel: 'canonical', href: 'javascript:alert(1)' },
      ],
      structured_data: { '@type': 'Hotel', name: attack, description: '<!-- x -->' },
      footer_interlinks: [],
    });
    const app = await start();
    const html = (await app.inject('/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('>A &amp; B &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<meta data-seo="" property="og:title" content="it&#39;s &lt;b&gt;">');
    expect(html).toContain('href="https://www.nivaas.example/a&quot;b"');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('alert(1)">');
    expect(html).not.toMatch(/href="javascript/);
    const block = /<script data-seo="" type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual({ '@type': 'Hotel', name: attack, description: '<!-- x -->' });
    await app.close();
  });

  it('given the API down, then the default head goes out with 200, never a 500, and is cached only briefly', async () => {
    api.down = true;
    const app = await start();
    const response = await app.inject('/hotels-in-bengaluru/nivaas-koramangala-residency-1042/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<title data-default-title="Nivaas Hotels: budget hotels">Nivaas Hotels: budget hotels</title>',
    );
    expect(response.body).not.toContain('application/ld+json');
    expect(response.headers['cache-control']).toBe(DEGRADED_CACHE_CONTROL);
    await app.close();
  });

  it('given the API answering an error or hanging past the timeout, then the default head goes out in time', async () => {
    api.meta = () => {
      throw new Error('no content');
    };
    const app = await start();
    expect((await app.inject('/')).body).toContain('Default description');
    api.hang = true;
    const started = Date.now();
    const response = await app.inject('/faq/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Default description');
    expect(Date.now() - started).toBeLessThan(2000);
    await app.close();
  });

  it('given the same page twice within 840 s, then the content is fetched once; after, it is revalidated', async () => {
    const app = await start();
    await app.inject('/');
    clock += CONTENT_REVALIDATE_MS - 1;
    await app.inject({ url: '/?utm_source=a', headers: { 'accept-encoding': 'br' } });
    expect(metaCalls()).toHaveLength(1);
    await app.inject('/cities/');
    expect(metaCalls()).toHaveLength(2);
    api.meta = () => ({ title: 'New title', meta: [], link: [], structured_data: {}, footer_interlinks: [] });
    clock += 2;
    // Past 840 s the cached head is served once more while the new one is fetched.
    expect((await app.inject('/')).body).toContain('Title of home /');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(metaCalls()).toHaveLength(3);
    expect((await app.inject('/')).body).toContain('>New title</title>');
    await app.close();
  });

  it('given a failed fetch, then the API is not asked again for that page until the retry time', async () => {
    api.down = true;
    const app = await start();
    await app.inject('/');
    await app.inject('/');
    expect(metaCalls()).toHaveLength(1);
    api.down = false;
    clock += FAILURE_RETRY_MS;
    expect((await app.inject('/')).body).toContain('Title of home /');
    await app.close();
  });
});

/**
 * The API is still starting (or something else holds its port) when the first pages are
 * asked for. Those pages go out with the default head and no-store; once the API answers, the next
 * request after the short retry time has the real head and the route's hour again.
 */
describe('SEO heads come back as soon as the API does', () => {
  const LISTING = '/hotels-in-bengaluru/';
  const HOTEL = '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/';
  const DEFAULT_TITLE = '<title data-default-title="Nivaas Hotels: budget hotels">Nivaas Hotels: budget hotels</title>';
  const expectDefault = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(DEFAULT_TITLE);
    expect(response.body).not.toContain('data-seo-key');
    expect(response.headers['cache-control']).toBe('no-store');
  };
  const expectHead = (response: { body: string; headers: Record<string, unknown> }, title: string) => {
    expect(response.body).toContain(`>${title}</title>`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  };

  it('given an API that refuses connections while it starts, then the next request after it answers has the head', async () => {
    api.down = true;
    const app = await start();
    expectDefault(await app.inject(LISTING));
    expectDefault(await app.inject(HOTEL));
    api.down = false;
    clock += FAILURE_RETRY_MS;
    expectHead(await app.inject(LISTING), 'Title of listing /hotels-in-bengaluru/');
    expectHead(await app.inject(HOTEL), `Title of hotel-details ${HOTEL}`);
    await app.close();
  });

  it.each<[string, FakeApi['meta'], string, string]>([
    [
      'an API that answers 500 at first',
      () => {
        throw new Error('Internal Server Error');
      },
      '/',
      'Title of home /',
    ],
    [
      'an answer that is not a head (an empty title)',
      () => ({ title: ' ', meta: [], link: [], structured_data: {}, footer_interlinks: [] }),
      '/faq/',
      'Title of faq /faq/',
    ],
  ])(
    'given %s, then the page is not kept like a head for the hour, and recovers',
    async (_case, failing, path, title) => {
      const good = api.meta;
      api.meta = failing;
      const app = await start();
      expectDefault(await app.inject(path));
      api.meta = good;
      clock += FAILURE_RETRY_MS;
      expectHead(await app.inject(path), title);
      await app.close();
    },
  );

  it("given another server on the API's port, then its 200 pages are no head and its 404 is no missing hotel, until the API answers", async () => {
    api.impostor = 200;
    const app = await start();
    expectDefault(await app.inject('/'));
    expectDefault(await app.inject(LISTING));
    api.impostor = 404;
    clock += FAILURE_RETRY_MS;
    // Not the API's 404: the hotel is not declared missing (that would be a 404 page for 14 minutes).
    expectDefault(await app.inject(HOTEL));
    api.impostor = null;
    clock += FAILURE_RETRY_MS;
    expectHead(await app.inject('/'), 'Title of home /');
    expectHead(await app.inject(LISTING), 'Title of listing /hotels-in-bengaluru/');
    expectHead(await app.inject(HOTEL), `Title of hotel-details ${HOTEL}`);
    await app.close();
  });
});

describe('Not Found for listings the catalogue does not know', () => {
  it('given an unknown city, then 404 with the HTML shell and no-store', async () => {
    const app = await start();
    const response = await app.inject('/hotels-in-atlantis/');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(metaCalls()).toEqual([]);
    await app.close();
  });

  it.each([
    ['/hotels-in-new-delhi/'],
    ['/hotels-in-koramangala-bengaluru/'],
    ['/hotels-in-bengaluru-with-free-wifi/'],
    ['/budget-hotels-in-bengaluru/'],
    ['/hotels-near-me/'],
  ])('given the known listing %s, then 200', async (path) => {
    const app = await start();
    expect((await app.inject(path)).statusCode).toBe(200);
    await app.close();
  });

  it.each([
    ['/hotels-in-koramangala-delhi/'],
    ['/hotels-in-bengaluru-with-jacuzzi/'],
    ['/luxury-hotels-in-bengaluru/'],
  ])('given the unknown listing %s, then 404', async (path) => {
    const app = await start();
    expect((await app.inject(path)).statusCode).toBe(404);
    await app.close();
  });

  it('given many listing requests, then the catalogue is fetched once per 840 s', async () => {
    const app = await start();
    await app.inject('/hotels-in-new-delhi/');
    await app.inject('/hotels-in-atlantis/');
    await app.inject('/hotels-in-bengaluru/');
    expect(api.calls.filter((c) => c === '/api/v2/cities/')).toHaveLength(1);
    expect(api.calls.filter((c) => c === '/api/v1/facilities/')).toHaveLength(1);
    await app.close();
  });

  it('given the API down, then a listing is served normally (200) rather than a good page 404', async () => {
    api.down = true;
    const app = await start();
    const response = await app.inject('/hotels-in-new-delhi/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(DEGRADED_CACHE_CONTROL);
    expect((await app.inject('/hotels-in-atlantis/')).statusCode).toBe(200);
    await app.close();
  });

  it('given a path that is not a listing, then the catalogue is not fetched', async () => {
    const app = await start();
    await app.inject('/faq/');
    await app.inject('/nope/');
    expect(api.calls.filter((c) => c.startsWith('/api/v2/cities/'))).toEqual([]);
    await app.close();
  });
});

describe('third-party configuration', () => {
  it('given none, then the page names no third party and the CSP allows none', async () => {
    const app = await start();
    const response = await app.inject('/');
    expect(response.body).not.toMatch(/data-(engagement|analytics|phonepe|error)-/);
    expect(String(response.headers['content-security-policy'])).not.toContain('https://');
    await app.close();
  });

  it('given keys and URLs, then they reach <html data-*> and the CSP names their origins', async () => {
    const app = await start({
      thirdParty: {
        engagement: { key: 'eng-web', androidKey: 'eng-app', scriptUrl: 'https://sdk.engage.example/we.js' },
        customerAnalytics: { key: 'ana"web', scriptUrl: 'https://cdn.analytics.example/v1/{key}/a.js' },
        phonePeScriptUrl: 'https://mercury.phonepe.example/sdk.js',
      },
      errorReportingDsn: 'https://pub@errors.example/42',
    });
    const response = await app.inject('/');
    expect(response.body).toContain(
      '<html data-engagement-key="eng-web" data-engagement-android-key="eng-app" data-engagement-src="https://sdk.engage.example/we.js" ' +
        'data-analytics-key="ana&quot;web" data-analytics-src="https://cdn.analytics.example/v1/{key}/a.js" ' +
        'data-phonepe-src="https://mercury.phonepe.example/sdk.js" data-error-dsn="https://pub@errors.example/42" lang="en-IN">',
    );
    const csp = String(response.headers['content-security-policy']);
    for (const origin of [
      'https://sdk.engage.example',
      'https://cdn.analytics.example',
      'https://mercury.phonepe.example',
      'https://errors.example',
    ]) {
      expect(csp).toMatch(new RegExp(`script-src [^;]*${origin}`));
      expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin}`));
    }
    await app.close();
  });
});

describe('hotel URLs: one URL per hotel, a real 404 for a hotel that does not exist', () => {
  const OWN = '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/';
  const hotelCalls = () => api.calls.filter((call) => call.startsWith('/api/v1/hotels/'));

  it("given another hotel's slug or city on the id, then 301 with Location = the hotel's own path and the query", async () => {
    const app = await start();
    const response = await app.inject('/hotels-in-new-delhi/nivaas-karol-bagh-1042/?checkin=10-12-2030&roomconfig=2-0');
    expect(response.statusCode).toBe(301);
    expect(response.headers['location']).toBe(`${OWN}?checkin=10-12-2030&roomconfig=2-0`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect((await app.inject('/hotels-in-bengaluru/nivaas-koramangala-residency-2001/')).headers['location']).toBe(
      '/hotels-in-new-delhi/nivaas-karol-bagh-2001/',
    );
    await app.close();
  });

  it('given the own URL, then 200 with the hotel head; a slash-less URL moves to its slashed form first', async () => {
    const app = await start();
    expect((await app.inject(OWN)).statusCode).toBe(200);
    const slashless = await app.inject('/hotels-in-goa/old-name-1042?x=1');
    expect(slashless.headers['location']).toBe('/hotels-in-goa/old-name-1042/?x=1');
    expect((await app.inject('/hotels-in-goa/old-name-1042/?x=1')).headers['location']).toBe(`${OWN}?x=1`);
    expect(hotelCalls()).toEqual(['/api/v1/hotels/1042/']);
    await app.close();
  });

  it('given an id the API does not have, then 404, no-store, and the HTML shell (which shows Not Found)', async () => {
    const app = await start();
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/hotels-in-bengaluru/nivaas-anything-999999/' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toContain('text/html');
    }
    expect((await app.inject('/hotels-in-bengaluru/nivaas-anything-999999/')).body).toContain('<div id="root">');
    await app.close();
  });

  it('given the API down or hanging, then every hotel URL is served 200 and briefly cached: never 500, never a wrong 404', async () => {
    api.down = true;
    const app = await start();
    for (const path of [OWN, '/hotels-in-goa/x-1042/', '/hotels-in-goa/x-999999/']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(DEGRADED_CACHE_CONTROL);
    }
    api.down = false;
    api.hang = true;
    const started = Date.now();
    expect((await app.inject('/hotels-in-goa/x-2001/')).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    await app.close();
  });

  it("given the API's Hotel structured data, then the hotel page's HTML carries it as one escaped JSON-LD block with its canonical link", async () => {
    const hotel = {
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Nivaas </script><script>alert(1)</script> Residency',
      address: { '@type': 'PostalAddress', streetAddress: '12, 80 Feet Rd', addressLocality: 'Bengaluru' },
      geo: { '@type': 'GeoCoordinates', latitude: 12.93, longitude: 77.62 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 120 },
      priceRange: '₹1,499 - ₹2,999',
    };
    api.meta = (page, q) => ({
      title: 'Nivaas Koramangala Residency, Koramangala, Bengaluru | Nivaas',
      meta: [{ name: 'description', content: 'Rated 4.3/5 by 120 guests & more' }],
      link: [{ rel: 'canonical', href: `https://www.nivaas.example${q ?? ''}` }],
      structured_data: page === 'hotel-details' ? hotel : {},
      footer_interlinks: [],
    });
    const app = await start();
    const html = (await app.inject(`${OWN}?utm_source=x`)).body;
    expect(html).toContain(`<link data-seo="" rel="canonical" href="https://www.nivaas.example${OWN}">`);
    expect(html).toContain('content="Rated 4.3/5 by 120 guests &amp; more"');
    const blocks = [...html.matchAll(/<script data-seo="" type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.[1]).not.toContain('<');
    expect(JSON.parse(blocks[0]?.[1] ?? '')).toEqual(hotel);
    await app.close();
  });
});

describe('server rendering: a page streamed as its screen is drawn', () => {
  /** discovery's deployment: its server manifest, a server bundle with home and its loader, a stylesheet. */
  const DISCOVERY = 'http://localhost:4201/';
  const CSS = '.home{color:#c2410c}';
  let openGate: () => void = () => undefined;
  const BUNDLE = `module.exports = { default: { remote: 'discovery', release: 'discovery@1', routes: {
      home: { chunk: 'home', load: async () => ({ default: () => null }), loader: async () => ({ banner: 'Goa' }) } } } };`;
  const remoteFiles: Record<string, string> = {
    [`${DISCOVERY}server/server-manifest.json`]: JSON.stringify({
      release: 'discovery@1',
      file: 'routes.1.js',
      integrity: `sha384-${createHash('sha384').update(BUNDLE).digest('base64')}`,
      externals: [],
      chunks: { home: { css: ['home.1.css'], js: ['home.1.js'] } },
    }),
    [`${DISCOVERY}server/routes.1.js`]: BUNDLE,
    [`${DISCOVERY}home.1.css`]: CSS,
  };
  afterEach(() => {
    remoteFiles[`${DISCOVERY}server/routes.1.js`] = BUNDLE;
  });
  const withRemote = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith(DISCOVERY)) {
      const body = remoteFiles[url];
      return body === undefined ? new Response('Not Found', { status: 404 }) : new Response(body);
    }
    return api.fetch(input, init);
  }) as typeof fetch;

  // The screen is drawn once the test opens the gate (the bundle runs outside Jest's context, so the wait is here).
  let gate: Promise<void> = Promise.resolve();
  beforeEach(() => {
    gate = new Promise((resolve) => (openGate = resolve));
  });

  /** A real HTTP GET: resolves at the first bytes of the body, with the headers, and later with the whole body. */
  function get(port: number, path: string) {
    return new Promise<{ headers: Record<string, unknown>; first: string; whole: Promise<string> }>(
      (resolve, reject) => {
        const headers = { 'accept-language': 'en-IN', connection: 'close' };
        httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
          let text = '';
          let done!: (body: string) => void;
          const whole = new Promise<string>((finish) => (done = finish));
          response.setEncoding('utf8');
          response.once('data', (chunk: string) => resolve({ headers: response.headers, first: chunk, whole }));
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => done(text));
        })
          .on('error', reject)
          .end();
      },
    );
  }

  it("given a page not drawn yet, then its head and CSP come before the screen's data exists, and the drawn screen follows", async () => {
    const renderScreen = jest.fn(async (input: { data?: unknown }) => {
      await gate;
      return { html: `<h1>Stay in ${(input.data as { banner: string }).banner}</h1>`, state: { data: input.data } };
    });
    const app = await start({ warmUp: 'off' }, { fetch: withRemote, renderScreen, onRenderFailure: () => undefined });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const page = await get(port, '/');
    // The loader has not answered: the head is out, with the screen's stylesheet allowed by hash.
    expect(page.first).toContain(`<style data-href="${DISCOVERY}home.1.css">${CSS}</style></head>`);
    expect(page.first.endsWith('<div id="root">')).toBe(true);
    expect(String(page.headers['content-security-policy'])).toMatch(/style-src [^;]*'sha256-/);
    expect(page.headers['cache-control']).toBe('public, max-age=3600');
    openGate();
    const body = await page.whole;
    expect(body).toContain('<div id="root"><h1>Stay in Goa</h1></div>');
    expect(body).toContain('<script type="application/json" id="nivaas-ssr">');
    // Kept: the next visitor gets the same page whole, drawn once.
    expect(body.startsWith(page.first)).toBe(true);
    expect((await app.inject('/')).body).toBe(body);
    expect(renderScreen).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it("given a server bundle one byte off its manifest's digest, then every page is drawn in the browser and it is logged once", async () => {
    remoteFiles[`${DISCOVERY}server/routes.1.js`] = BUNDLE.replace('Goa', 'Gox');
    const failures: [string, unknown][] = [];
    const renderScreen = jest.fn(async () => ({ html: '<h1>drawn on the server</h1>', state: {} }));
    const app = await start(
      { warmUp: 'off' },
      { fetch: withRemote, renderScreen, onRenderFailure: (what, error) => failures.push([what, error]) },
    );
    for (let i = 0; i < 3; i++) {
      const response = await app.inject('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('nivaas-ssr');
    }
    expect(renderScreen).not.toHaveBeenCalled();
    // The cause once, and once the page it leaves to the browser (as for a remote that is down), not per request.
    expect(failures).toEqual([
      ['discovery (server bundle)', expect.any(ServerBundleError)],
      ['discovery:home', new Error('discovery has no server bundle now')],
    ]);
    expect(String(failures[0]?.[1])).toContain('does not have the digest its manifest gives');
    await app.close();
  });

  it('given a screen not drawn within the budget, then the streamed page ends as the page drawn in the browser', async () => {
    const app = await start(
      { warmUp: 'off', renderBudgetMs: 50 },
      {
        fetch: withRemote,
        renderScreen: async () => {
          await gate;
          return { html: '<h1>late</h1>', state: {} };
        },
        onRenderFailure: () => undefined,
      },
    );
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('nivaas-ssr');
    expect(response.body.endsWith('</html>')).toBe(true);
    openGate();
    await app.close();
  });
});
