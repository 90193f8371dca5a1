/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import {
  compressDocument,
  compressPage,
  createHtmlTemplate,
  moduleScriptsInHead,
  pickEncoding,
  streamPage,
  type PageEncoding,
} from './html-document';

// A page of the size and shape of a rendered listing: repeated markup with varying text.
const page = `<!doctype html><html><body><ul>${Array.from(
  { length: 2000 },
  (_, i) => `<li class="card"><a href="/hotels-in-bengaluru/hotel-${i}/">Hotel ${i}</a><span>₹${1000 + i}</span></li>`,
).join('')}</ul></body></html>`;

describe('compressPage (pages made while a request waits)', () => {
  it('gives every encoding of the same page', async () => {
    const document = await compressPage(page);
    expect(document.identity.toString('utf8')).toBe(page);
    expect(brotliDecompressSync(document.br).toString('utf8')).toBe(page);
    expect(gunzipSync(document.gzip).toString('utf8')).toBe(page);
    expect(document.br.length).toBeLessThan(document.gzip.length);
    expect(document.gzip.length).toBeLessThan(document.identity.length / 5);
  });

  it('leaves the event loop free while it compresses (zlib runs on its thread pool)', async () => {
    let compressed = false;
    const compressing = compressPage(page.repeat(8)).then(() => (compressed = true));
    // Run on the event loop's next turn: a compression done on the loop itself would have finished before it.
    const turnedBeforeDone = await new Promise<boolean>((resolve) => setImmediate(() => resolve(!compressed)));
    await compressing;
    expect(turnedBeforeDone).toBe(true);
  });
});

describe('compressDocument (default pages, made once at start-up)', () => {
  it('gives every encoding of the same page', () => {
    const document = compressDocument(page);
    expect(document.identity.toString('utf8')).toBe(page);
    expect(brotliDecompressSync(document.br).toString('utf8')).toBe(page);
    expect(gunzipSync(document.gzip).toString('utf8')).toBe(page);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, then none', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

/** The stream's bytes decoded as they come: resolves with the text once `until` is in it. */
function decodedUntil(stream: Readable, encoding: PageEncoding, until: string): Promise<string> {
  const decoder = encoding === 'br' ? createBrotliDecompress() : encoding === 'gzip' ? createGunzip() : null;
  const source: Readable = decoder ? stream.pipe(decoder) : stream;
  let text = '';
  return new Promise((resolve, reject) => {
    source.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes(until)) resolve(text);
    });
    source.on('error', reject);
    source.on('end', () => reject(new Error(`ended without ${until}: ${text}`)));
  });
}

describe('streamPage (a page sent as its screen is drawn)', () => {
  const head = '<!doctype html><html lang="en-IN"><head><style>.a{}</style></head><body><div id="root">';
  const rest = `<h1>Hotels</h1>${page.slice(0, 5000)}</div></body></html>`;

  it.each(['br', 'gzip', 'identity'] as const)(
    'given %s, then the head can be read before the rest exists, and the whole page after',
    async (encoding) => {
      let answer!: (text: string) => void;
      const stream = streamPage(head, new Promise<string>((resolve) => (answer = resolve)), encoding);
      const whole = decodedUntil(stream, encoding, '</html>');
      // Only the head has been written: it arrives decoded on its own.
      const first = await decodedUntil(stream, encoding, '<div id="root">');
      expect(first).toBe(head);
      answer(rest);
      expect(await whole).toBe(`${head}${rest}`);
    },
  );

  it('given a rest that fails, then the response is cut with the error, never left open', async () => {
    const stream = streamPage(head, Promise.reject(new Error('lost')), 'br');
    await expect(decodedUntil(stream, 'identity', '</html>')).rejects.toThrow('lost');
  });
});

describe('moduleScriptsInHead', () => {
  it("given the build's entry at the end of the body, then it is the head's last element, and nothing else moves", () => {
    const html =
      '<html><head><title>x</title></head><body><div id="root"></div><script>inline()</script>' +
      '<script src="main.1.js" type="module"></script></body></html>';
    expect(moduleScriptsInHead(html)).toBe(
      '<html><head><title>x</title><script src="main.1.js" type="module"></script></head><body><div id="root"></div>' +
        '<script>inline()</script></body></html>',
    );
  });

  it('given no module script, then the page is unchanged', () => {
    expect(moduleScriptsInHead(page)).toBe(page);
  });
});

describe('<base href> in the page the server sends', () => {
  // index.html as the build writes it: the stylesheet at the end of the head, the entry at the end of the body.
  const built = readFileSync(join(__dirname, '../src/index.html'), 'utf8')
    .replace('</head>', '<link href="styles.1.css" rel="stylesheet"></head>')
    .replace('</body>', '<script src="main.1.js" type="module"></script></body>');
  const template = createHtmlTemplate(built, { manifest: { discovery: 'https://cdn.example/remoteEntry.js' } });
  const seoHead = {
    key: 'k',
    title: 'Hotels in Bengaluru',
    elements: '<link data-seo="" rel="canonical" href="https://www.example.in/hotels-in-bengaluru/">',
  };

  it.each([
    ['a page with its SEO head', template.render(seoHead, 'discovery')],
    ["a page with index.html's head", template.render(null, 'discovery')],
    ['a Not Found page', template.notFound()],
  ])('given %s, then <base> follows <meta charset> and comes before every element with a URL', (_name, html) => {
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    // A URL before <base> resolves against the page's address, not the base (the W3C checker's error).
    expect(head).toMatch(/^<head>\s*<meta charset="utf-8" \/>\s*<base href="\/"/);
    expect(head.indexOf('<base')).toBeLessThan(head.search(/<(link|script|style)\b/));
  });
});
