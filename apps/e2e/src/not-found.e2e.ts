import { expect, test, type APIRequestContext } from './support/test';
import { API } from './support/checkout-helpers';

/**
 * docs/rules.md 2, "anything else | Not Found", as a real 404: an unknown landmark or brand answered 200 with the
 * content service's robots "index, follow" and only then showed Not Found (a soft 404). The shell server now decides
 * the status before the head goes out (the landmark slugs come with its catalogue; the brand pages are a fixed list),
 * says noindex, and draws the Not Found screen into the HTML, so it shows with JavaScript off too.
 */
const UNKNOWN = ['/hotels-near-atlantis-xyz/', '/brands/unknownx/'] as const;
const NOINDEX = '<meta data-seo="" name="robots" content="noindex">';
const notFoundHeading = { level: 1, name: /could not find that page/i } as const;

async function knownLandmarkPath(request: APIRequestContext): Promise<string> {
  const { data } = (await (await request.get(`${API}/api/v1/landmarks/`)).json()) as { data: { slug: string }[] };
  const slug = data[0]?.slug;
  if (!slug) throw new Error('the catalogue has no landmarks');
  return `/hotels-near-${slug}/`;
}

test.describe('the HTML the server answers', () => {
  for (const path of UNKNOWN) {
    test(`given ${path}, then 404, no-store, noindex and the Not Found screen in the HTML itself`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()['cache-control']).toBe('no-store');
      const html = await response.text();
      expect(html).toContain(NOINDEX);
      expect(html).not.toContain('index, follow');
      expect(html).toMatch(/<h1[^>]*>We could not find that page<\/h1>/);
    });
  }

  test('given a landmark and a brand the chain has, then 200 and indexable (the 404s are not vacuous)', async ({
    request,
  }) => {
    for (const path of [await knownLandmarkPath(request), '/brands/medalio/']) {
      const response = await request.get(path);
      expect([path, response.status()]).toEqual([path, 200]);
      expect(await response.text()).not.toContain('noindex');
    }
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of UNKNOWN) {
    test(`given ${path}, then the page is Not Found, with its ways on`, async ({ page }) => {
      const navigation = await page.goto(path);
      expect(navigation?.status()).toBe(404);
      await expect(page.getByRole('heading', notFoundHeading)).toBeVisible();
      await expect(page.getByRole('link', { name: /home page/i })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Search hotels' })).toBeVisible();
    });
  }
});

test.describe('with JavaScript on', () => {
  for (const path of UNKNOWN) {
    test(`given ${path}, then the live page stays Not Found, noindex, without loading the listing or brand screen`, async ({
      page,
    }) => {
      const remotes: string[] = [];
      page.on('request', (request) => request.url().includes('remoteEntry.js') && remotes.push(request.url()));
      const navigation = await page.goto(path);
      expect(navigation?.status()).toBe(404);
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
      await expect(page.getByRole('heading', notFoundHeading)).toBeVisible();
      await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
      // Hydrated as the server drew it: no remote was asked to find out again.
      expect(await page.locator('html').getAttribute('data-start')).toBe('hydrate');
      expect(remotes).toEqual([]);
      // Its way on works.
      await page.getByRole('link', { name: /home page/i }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(0);
    });
  }
});
