import { expect, test, type Page, type Request } from './support/test';

const HOTEL_ID = 1042;
const HOTEL = `/hotels-in-bengaluru/nivaas-suites-marathahalli-${HOTEL_ID}/`;
/** The reference API's site address (apps/api seo-meta.ts), the host of every canonical link. */
const SITE = 'https://www.nivaas.example';
const FIRST_PARTY_HOSTS = new Set(['localhost', '127.0.0.1']);
/**
 * The host a script came from. A blob: script's is the origin of the page that made it (the shell's ICU warm-up
 * worker runs from one); a data: URL has no host of ours.
 */
const scriptHost = (url: string) => {
  const { origin } = new URL(url);
  return origin === 'null' ? url : new URL(origin).hostname;
};

interface ServerHead {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  jsonLd: string[];
}

/** The head as a crawler reads it: from the HTML text, with no JavaScript. */
function readHead(html: string): ServerHead {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: string | undefined, name: string) =>
    tag ? new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1],
    description: attribute(/<meta[^>]*\bname="description"[^>]*>/.exec(head)?.[0], 'content'),
    canonical: attribute(/<link[^>]*\brel="canonical"[^>]*>/.exec(head)?.[0], 'href'),
    jsonLd: [...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    ),
  };
}

interface SinkEvent {
  kind: 'page' | 'track';
  name: string;
  properties: Record<string, unknown>;
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { __nivaasAnalytics?: { events: SinkEvent[] } }).__nivaasAnalytics?.events ?? []).filter(
      (e) => e.kind === 'page',
    ),
  );

test.describe('SEO head in the server HTML', () => {
  const pages: [string, string | null, string][] = [
    ['/', 'budget hotels', 'WebSite'],
    ['/hotels-in-bengaluru/', 'Bengaluru', 'ItemList'],
    // The hotel's own name, as the API has it (null: read from the API).
    [HOTEL, null, 'Hotel'],
  ];
  for (const [path, titlePart, type] of pages) {
    test(`given ${path}, then title, meta description, canonical link and valid JSON-LD are in the HTML`, async ({
      request,
    }) => {
      const expected =
        titlePart ?? ((await (await request.get(`/api/v1/hotels/${HOTEL_ID}/`)).json()) as { name: string }).name;
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const head = readHead(await response.text());
      expect(head.title?.toLowerCase()).toContain(expected.toLowerCase());
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.canonical).toBe(`${SITE}${path}`);
      expect(head.jsonLd).toHaveLength(1);
      const data = JSON.parse(head.jsonLd[0] ?? '');
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBe(type);
    });
  }

  test('given a landing with utm parameters, then the canonical link is the bare path', async ({ request }) => {
    const head = readHead(await (await request.get('/hotels-in-bengaluru/?utm_source=google&utm_medium=cpc')).text());
    expect(head.canonical).toBe(`${SITE}/hotels-in-bengaluru/`);
  });
});

test.describe('structured data and the head the server sent', () => {
  test('given the listing, then its ItemList names the hotels it shows, each a ListItem linking to its own page', async ({
    request,
  }) => {
    const head = readHead(await (await request.get('/hotels-in-bengaluru/')).text());
    const list = JSON.parse(head.jsonLd[0] ?? '') as {
      itemListElement: { '@type': string; position: number; url: string; name: string }[];
    };
    expect(list.itemListElement).toHaveLength(12);
    for (const [index, item] of list.itemListElement.entries()) {
      expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 });
      expect(item.name.length).toBeGreaterThan(0);
      expect(item.url).toMatch(/^https:\/\/www\.nivaas\.example\/hotels-in-bengaluru\/[a-z0-9-]+-\d+\/$/);
    }
    // The url is the hotel's own page: served as it is, not moved elsewhere.
    const first = await request.get(new URL(list.itemListElement[0]?.url ?? '').pathname, { maxRedirects: 0 });
    expect(first.status()).toBe(200);
  });

  test("given /hotels-in-bengaluru/ opened from the server, then the browser asks no contents/meta at start; a client navigation asks for the next page's head", async ({
    page,
  }) => {
    const metaRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/contents/meta/')) metaRequests.push(request.url());
    });
    await page.goto('/hotels-in-bengaluru/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Bengaluru' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    // The footer's idle content call has answered (it does not ask for the interlinks)...
    await expect(footer.getByRole('link', { name: /whatsapp/i })).toBeVisible();
    // ...and the footer shows this page's interlinks, from the head the server sent.
    await expect(footer.getByRole('heading', { name: 'Localities in Bengaluru' })).toBeVisible();
    expect(metaRequests).toEqual([]);

    // The page has settled (the listing's late chunks and the next remote's prefetch are in) before the tap. Once, in
    // CI, a tap about 200 ms after load was lost with no request at all: that start-up defect is open, and this test
    // is about which head requests a navigation makes.
    await page.waitForLoadState('networkidle');
    await footer.getByRole('link', { name: 'Hotels in Goa' }).click();
    await expect(page).toHaveTitle(/Goa/);
    expect(metaRequests).toHaveLength(1);
    expect(new URL(metaRequests[0] ?? '').searchParams.get('q')).toBe('/hotels-in-goa/');
  });
});

test.describe('Not Found for listings the catalogue does not know', () => {
  test('given /hotels-in-atlantis/, then 404 with the shell; hyphenated cities and localities are 200', async ({
    request,
  }) => {
    const unknown = await request.get('/hotels-in-atlantis/');
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['cache-control']).toBe('no-store');
    expect(await unknown.text()).toContain('id="root"');
    expect((await request.get('/hotels-in-new-delhi/')).status()).toBe(200);
    expect((await request.get('/hotels-in-koramangala-bengaluru/')).status()).toBe(200);
  });
});

test.describe('analytics and third parties', () => {
  test('given / then a listing then back, then the local sink has the page views, the title follows, and nothing leaves for a third party', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const homeTitle = await page.title();
    expect(homeTitle).toMatch(/budget hotels/i);

    await page.locator('a[href="/hotels-in-bengaluru/"]').first().click();
    await expect(page).toHaveURL(/\/hotels-in-bengaluru\/$/);
    await expect(page).toHaveTitle(/Bengaluru/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/hotels-in-bengaluru/`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd).toHaveLength(1);
    expect(JSON.parse(jsonLd[0] ?? '')['@type']).toBe('ItemList');

    await page.goBack();
    await expect(page).toHaveURL(new URL('/', page.url()).toString());
    await expect(page).toHaveTitle(homeTitle);

    await expect
      .poll(async () => (await pageViews(page)).map((e) => e.name))
      .toEqual(['Home', 'Hotels In City', 'Home']);
    for (const view of await pageViews(page)) {
      expect(view.properties).toMatchObject({ platform: 'msite', searchType: 'browse' });
    }

    // The sink survives a reload of the tab (sessionStorage), and the reload is a page view too.
    await page.reload();
    await expect
      .poll(async () => (await pageViews(page)).map((e) => e.name))
      .toEqual(['Home', 'Hotels In City', 'Home', 'Home']);

    const thirdParty = requests.filter((url) => /^https?:/.test(url) && !FIRST_PARTY_HOSTS.has(new URL(url).hostname));
    expect(thirdParty).toEqual([]);
  });

  test('given /search/, then its page view has search type search', async ({ page }) => {
    await page.goto('/search/');
    await expect
      .poll(async () => (await pageViews(page)).map((e) => [e.name, e.properties['searchType']]))
      .toEqual([['Search', 'search']]);
  });

  test('given utm_source=phonepe_app without a configured PhonePe script, then no script is requested', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request: Request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/?utm_source=phonepe_app');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter((url) => !FIRST_PARTY_HOSTS.has(scriptHost(url)))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toContain('utm_source');
  });
});
