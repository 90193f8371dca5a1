import { expect, test, type APIRequestContext } from './support/test';
import { formatHtmlMessage, validateHtml } from './support/html-validator';
import { REMOTE_PAGES } from './support/screens';

/**
 * The HTML the shell server sends is valid HTML (the W3C Nu HTML checker finds no error in it): one page of each
 * route family the server draws (libs/routes: the 1 h routes and the content pages), a page drawn in the browser, a
 * Not Found page and a French page. One run of the checker for all of them: its JVM takes seconds to start.
 */

const SSR_BLOCK = 'id="nivaas-ssr"';
const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };

interface Family {
  readonly name: string;
  readonly path: string;
  /** Drawn by the server (waited for: a cold render may go past its budget and be drawn in the browser once). */
  readonly drawn: boolean;
  readonly status?: number;
  readonly headers?: Record<string, string>;
}

const FAMILIES: readonly Family[] = [
  { name: 'home', path: '/', drawn: true },
  { name: 'cities', path: '/cities/', drawn: true },
  { name: 'listing', path: '/hotels-in-bengaluru/', drawn: true },
  { name: 'hotel', path: REMOTE_PAGES.hotel.path, drawn: true },
  { name: 'FAQ', path: '/faq/', drawn: true },
  { name: 'about', path: '/aboutus/', drawn: true },
  { name: 'our brands', path: '/our-brands/', drawn: true },
  { name: 'brand', path: '/brands/trend/', drawn: true },
  { name: 'rewards information', path: '/introducing-rewards/', drawn: true },
  { name: 'sign-in', path: '/login/', drawn: true },
  { name: 'password reset', path: '/user/reset-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/', drawn: true },
  { name: 'review thank-you', path: '/tripadvisor/thank-you/', drawn: true },
  { name: 'drawn in the browser', path: '/search/', drawn: false },
  { name: 'not found', path: '/no-such-page-anywhere/', drawn: true, status: 404 },
  { name: 'listing in French', path: '/hotels-in-bengaluru/', drawn: true, headers: FRENCH },
];

/** The page's HTML as the server sends it: once drawn, for a page the server draws. */
async function pageHtml(request: APIRequestContext, family: Family): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(family.path, { headers: family.headers ?? {}, maxRedirects: 0 });
        expect(response.status(), family.path).toBe(family.status ?? 200);
        html = await response.text();
        return !family.drawn || html.includes(SSR_BLOCK);
      },
      { timeout: 30_000, message: `${family.path} is never server-rendered` },
    )
    .toBe(true);
  return html;
}

test('every server-rendered route family sends valid HTML (W3C Nu HTML checker)', async ({ request }, info) => {
  // The same HTML for every device: checked once, not once per device project.
  test.skip(info.project.name !== 'android', 'the server sends the same HTML to every device');
  test.setTimeout(180_000);
  const documents = [];
  for (const family of FAMILIES) {
    documents.push({ name: `${family.name} (${family.path})`, html: await pageHtml(request, family) });
  }
  expect(documents.find((d) => d.name.startsWith('listing in French'))?.html).toMatch(/<html[^>]* lang="fr-FR"/);

  const results = validateHtml(documents);
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const [name, messages] of results) {
    for (const message of messages) {
      if (message.type === 'info' && message.subType === 'warning') warnings.push(formatHtmlMessage(name, message));
      else if (message.type !== 'info') errors.push(formatHtmlMessage(name, message));
    }
  }
  // Warnings are advice (an h1 in a section, say): listed with the run, not failed on.
  if (warnings.length > 0) info.annotations.push({ type: 'html warnings', description: warnings.join('\n') });
  // Each error with its page, line, column and the source it is about, as the checker wrote them.
  expect(errors.length, `HTML errors:\n${errors.join('\n')}`).toBe(0);
});
