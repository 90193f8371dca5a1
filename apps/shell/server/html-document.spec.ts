/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressDocument, compressPage, pickEncoding } from './html-document';

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
