import { expect, test, type APIRequestContext, type Page } from './support/test';
import { axeBuilder } from './support/axe';

/**
 * The visitor's own choice of language: the footer lists the page in each of ours, by its own name; the one she
 * picks is kept (a cookie) across pages, a reload and the server's HTML, whatever her phone's language; search
 * engines find each language's page through hreflang alternates.
 */

const SSR_BLOCK = 'id="nivaas-ssr"';
const LISTING = '/hotels-in-bengaluru/';

/** A page's HTML as the server draws it for this context (its cookies go with it), once the server has drawn it. */
async function drawnHtml(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path)).text();
        return html.includes(SSR_BLOCK);
      },
      { timeout: 30_000, message: `${path} is never server-rendered` },
    )
    .toBe(true);
  return html;
}

async function expectAccessible(page: Page) {
  const { violations } = await axeBuilder(page).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('a visitor whose phone is in English', () => {
  test.use({ locale: 'en-IN' });

  test('picks Hindi in the footer: every page after, a reload and the server’s HTML are in Hindi, until she picks again', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const languages = page.getByRole('navigation', { name: 'Language' });
    await expect(languages.getByRole('link', { name: 'English (India)' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: 'हिन्दी' }).click();

    await expect(page).toHaveURL(/\?lang=hi-IN$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('banner').getByRole('link', { name: 'शहर' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectAccessible(page);

    // A page the URL does not name a language for: the kept choice decides, in the browser and on the server.
    await page.goto(LISTING);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bengaluru में होटल');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bengaluru में होटल');
    const html = await drawnHtml(page.context().request, LISTING);
    expect(html).toMatch(/<html[^>]* lang="hi-IN"/);
    expect(html).toContain('Bengaluru में होटल');
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English (India)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cities' })).toBeVisible();
  });
});

test('a cacheable page names its version in each language for search engines, and each is drawn in its language', async ({
  request,
}) => {
  const html = await drawnHtml(request, LISTING);
  const alternates = [...html.matchAll(/<link [^>]*rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => [lang, new URL(href ?? '', 'http://x.invalid').search],
  );
  expect(alternates).toEqual([
    ['en-GB', '?lang=en-GB'],
    ['fr-FR', '?lang=fr-FR'],
    ['en-IN', '?lang=en-IN'],
    ['hi-IN', '?lang=hi-IN'],
    ['x-default', ''],
  ]);
  const french = await drawnHtml(request, `${LISTING}?lang=fr-FR`);
  expect(french).toMatch(/<html[^>]* lang="fr-FR"/);
  expect(french).toContain('Hôtels à Bengaluru');
});
