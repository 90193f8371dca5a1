import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from './test';
import { API } from './account-helpers';

/**
 * "No English on a French or Hindi page": the words of the site's English texts (every UI catalogue's en-GB and en-IN
 * file, and the API's English content, apps/api/src/seed/translations/en-IN.json) that a page in another locale shows.
 * Left out: words the locale's own texts use too (French "total", "parking"; "OTP" and "UPI" in Hindi), proper nouns
 * (cities, localities, landmarks, hotel and brand names, from the API), and what guests wrote (`data-guest-text`:
 * reviews and questions stay in their own language).
 */

const ROOT = join(__dirname, '../../../..');
const CATALOGUE_DIRS = [
  'apps/shell/src',
  'apps/discovery/src',
  'apps/hotel/src',
  'apps/checkout/src',
  'apps/account/src',
  'libs/ui/src',
];

/**
 * Latin-script words of 3 letters or more, lower-cased. A placeholder's name is not a word of the text, nor is a code
 * with digits in it (MEMBER20, a booking id).
 */
const wordsOf = (text: string): string[] =>
  (text.replace(/\{\w+\}/g, ' ').match(/(?<![\p{L}\p{N}])[A-Za-zÀ-ÖØ-öø-ÿ]{3,}(?![\p{L}\p{N}])/gu) ?? []).map((word) =>
    word.toLowerCase(),
  );

function catalogueFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : catalogueFiles(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

/** Every text of a JSON catalogue (plural forms included). */
function textsOf(file: string): string[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string | Record<string, string>>;
  return Object.values(json).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)));
}

function wordsOfCatalogues(locale: string): Set<string> {
  const ui = CATALOGUE_DIRS.flatMap((dir) => catalogueFiles(join(ROOT, dir), `-messages.${locale}.json`));
  const api = join(ROOT, 'apps/api/src/seed/translations', `${locale}.json`);
  return new Set([...ui, ...(existsSync(api) ? [api] : [])].flatMap((file) => textsOf(file).flatMap(wordsOf)));
}

/** Names the site never translates: the brand, codes, and names of other companies. */
const ALWAYS = [
  'nivaas',
  'otp',
  'upi',
  'gst',
  'gstin',
  'pan',
  'whatsapp',
  'tripadvisor',
  'google',
  'razorpay',
  'phonepe',
  'sms',
  'india',
];

/** The English words that a page in `locale` must not show. */
export async function englishWordsFor(request: APIRequestContext, locale: 'fr-FR' | 'hi-IN'): Promise<Set<string>> {
  const english = new Set([...wordsOfCatalogues('en-GB'), ...wordsOfCatalogues('en-IN')]);
  const own = wordsOfCatalogues(locale);
  const names = await properNouns(request);
  for (const word of [...own, ...names, ...ALWAYS]) english.delete(word);
  return english;
}

/** Cities, states, localities, landmarks and the names of Bengaluru's hotels and their brands, from the API. */
async function properNouns(request: APIRequestContext): Promise<string[]> {
  const json = async (path: string) => {
    const response = await request.get(`${API}${path}`);
    expect(response.ok(), path).toBe(true);
    return response.json() as Promise<unknown>;
  };
  const cities = (await json('/api/v2/cities/')) as {
    data: { name: string; state: string; localities: { name: string }[] }[];
  };
  const landmarks = (await json('/api/v1/landmarks/')) as { data: { name: string }[] };
  const { hotels } = (await json('/api/v1/search/hotels/?city=bengaluru')) as {
    hotels: { name: string; brand: { name: string; display_name: string } }[];
  };
  return [
    ...cities.data.flatMap((c) => [c.name, c.state, ...c.localities.map((l) => l.name)]),
    ...landmarks.data.map((l) => l.name),
    ...hotels.flatMap((h) => [h.name, h.brand.name, h.brand.display_name]),
  ].flatMap(wordsOf);
}

/** The page's visible text, line by line, guests' own words left out. */
async function pageLines(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll('[data-guest-text], script, style, noscript, template, [hidden]'))
      el.remove();
    // innerText needs a rendered element: the clone is measured in place of nothing, so read its text per block.
    document.body.append(clone);
    clone.style.cssText = 'position:absolute;left:-99999px;top:0;width:360px';
    const lines = clone.innerText;
    clone.remove();
    return lines;
  });
  // An address (asha@example.com) is the guest's, not a text of ours.
  return text.split('\n').map((line) => line.replace(/\S+@\S+/g, ' '));
}

/** Fails with every English word the page shows, and the lines they are in, named with the screen. */
export async function expectNoEnglish(page: Page, english: ReadonlySet<string>, screen: string): Promise<void> {
  const lines = await pageLines(page);
  const found = [...new Set(lines.flatMap(wordsOf).filter((word) => english.has(word)))].sort();
  const where = lines.filter((line) => wordsOf(line).some((word) => english.has(word))).slice(0, 8);
  const lang = await page.locator('html').getAttribute('lang');
  // Soft: every screen of a walk is reported, not only the first with English on it.
  expect.soft({ found, where }, `${screen}: English words on a page in ${lang}`).toEqual({ found: [], where: [] });
}
