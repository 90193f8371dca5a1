import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PassThrough, type Readable } from 'node:stream';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import { SEO_ATTRIBUTE, SEO_KEY_ATTRIBUTE } from '../src/features/seo/seo-attributes';
import { scriptSafeJson } from '../src/features/seo/seo-tags';
import escapeHtml from 'escape-html';

/** The HTML shell in each encoding a browser may ask for. */
export interface HtmlDocument {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** A page's SEO head as HTML: the title's text and the elements after it, escaped. */
export interface SeoHeadHtml {
  /** Which (page, q) it was made for: the client does not fetch it again on start. */
  readonly key: string;
  /** Escaped text of `<title>`; empty means index.html's title. */
  readonly title: string;
  /** Escaped meta, link and structured-data elements. */
  readonly elements: string;
}

/** The page, ready for a head: a page's SEO head, or index.html's own title and description. */
export interface HtmlTemplate {
  /** `owner`: the remote that draws the page, whose entry is preloaded beside the shell's scripts. */
  readonly render: (head: SeoHeadHtml | null, owner?: string) => string;
  /**
   * A Not Found page (status 404): index.html's own title and description and a robots `noindex` (data-seo, so the
   * client's head replaces it when the visitor goes on to a real page). No remote's entry: the shell draws it.
   */
  readonly notFound: () => string;
}

/** In a Not Found page's head: no search engine keeps it, even one that reads a 404's body. */
export const NOT_FOUND_ROBOTS = `<meta ${SEO_ATTRIBUTE}="" name="robots" content="noindex">`;

export interface HtmlTemplateOptions {
  /** Embedded as JSON so the shell starts without another round trip. */
  readonly manifest: unknown;
  /** Written onto `<html>` as `data-*` attributes (third-party keys and script URLs). */
  readonly htmlAttributes?: Readonly<Record<string, string>>;
}

export const REMOTE_MANIFEST_ELEMENT_ID = 'nivaas-remote-manifest';
/** On `<title>`: index.html's title, for client pages without SEO content. */
export const DEFAULT_TITLE_ATTRIBUTE = 'data-default-title';

const TITLE = /<title>([\s\S]*?)<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;
const HEAD_SLOT = '<!--nivaas-head-->';

/** Embeds the remote manifest in the page, so the shell starts without another round trip. */
export function embedRemoteManifest(html: string, manifest: unknown): string {
  const block = `<script type="application/json" id="${REMOTE_MANIFEST_ELEMENT_ID}">${scriptSafeJson(manifest)}</script>`;
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `${block}</head>`);
}

/** Adds `data-*` attributes to the `<html>` start tag (names must already be valid attribute names). */
export function addHtmlAttributes(html: string, attributes: Readonly<Record<string, string>>): string {
  const entries = Object.entries(attributes);
  if (entries.length === 0) return html;
  const text = entries.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  if (!/<html\b/i.test(html)) throw new Error('index.html has no <html>');
  return html.replace(/<html\b/i, (tag) => `${tag}${text}`);
}

const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")(?=[^>]*\bsrc=)[^>]*><\/script>/gi;

/**
 * Moves the build's module scripts (the shell's entry) from the end of the body into the head. A module script runs
 * only once the document is parsed wherever it stands, so nothing changes for a page sent whole; a page streamed as
 * it is drawn (server rendering) has the browser fetch the entry with its head, while the server draws the screen.
 */
export function moduleScriptsInHead(html: string): string {
  const scripts = html.match(MODULE_SCRIPT) ?? [];
  if (scripts.length === 0) return html;
  const without = html.replace(MODULE_SCRIPT, '');
  return without.replace('</head>', () => `${scripts.join('')}</head>`);
}

/**
 * Splits index.html around its title and description: they are the default head, and the slot
 * where they were takes a page's SEO head instead (so `<meta charset>` stays first). Every head
 * element that SEO content owns carries data-seo, so the client replaces exactly those; the
 * title keeps index.html's text in data-default-title for client pages without SEO content.
 */
export function createHtmlTemplate(indexHtml: string, options: HtmlTemplateOptions): HtmlTemplate {
  let html = addHtmlAttributes(
    embedRemoteManifest(moduleScriptsInHead(indexHtml), options.manifest),
    options.htmlAttributes ?? {},
  );
  // index.html is ours: its title is plain text with at most the basic entities, already escaped.
  const defaultTitle = TITLE.exec(html)?.[1]?.trim() ?? '';
  const description = DESCRIPTION.exec(html)?.[0];
  html = html.replace(DESCRIPTION, '');
  html = TITLE.test(html) ? html.replace(TITLE, HEAD_SLOT) : html.replace('</head>', `${HEAD_SLOT}</head>`);
  const [before, after = ''] = html.split(HEAD_SLOT) as [string, string?];
  const defaultAttribute = `${DEFAULT_TITLE_ATTRIBUTE}="${defaultTitle.replace(/"/g, '&quot;')}"`;
  const defaultHead = `<title ${defaultAttribute}>${defaultTitle}</title>${description ? description.replace(/^<meta/i, `<meta ${SEO_ATTRIBUTE}=""`) : ''}`;
  const manifestUrls = (
    typeof options.manifest === 'object' && options.manifest !== null ? options.manifest : {}
  ) as Record<string, unknown>;
  // The page's remote is known here, so its entry is fetched beside the shell's scripts instead of
  // after them: one round trip less before the screen. Same CORS mode as the runtime's script
  // (runtime-plugin.ts), so the browser uses this one fetch.
  const preload = (owner?: string) => {
    const url = owner ? manifestUrls[owner] : undefined;
    return typeof url === 'string'
      ? `<link rel="preload" as="script" crossorigin="anonymous" href="${escapeHtml(url)}">`
      : '';
  };
  return {
    notFound: () => `${before}${defaultHead}${NOT_FOUND_ROBOTS}${after}`,
    render: (head, owner) =>
      head === null
        ? `${before}${defaultHead}${preload(owner)}${after}`
        : `${before}<title ${defaultAttribute} ${SEO_KEY_ATTRIBUTE}="${escapeHtml(head.key)}">${head.title || defaultTitle}</title>${head.elements}${preload(owner)}${after}`,
  };
}

export async function loadHtmlTemplate(distDir: string, options: HtmlTemplateOptions): Promise<HtmlTemplate> {
  return createHtmlTemplate(await readFile(join(distDir, 'index.html'), 'utf8'), options);
}

/**
 * Brotli quality of the pages made while requests wait (rendered pages, pages with SEO content). Measured on
 * Bengaluru's rendered listing (287 KB): quality 11 took 551 ms and gave 19.8 KB; quality 6 took 11 ms and gave
 * 22.7 KB; 7 and up cost 58 ms or more for under 1.5% less. On slow 4G the 3 KB are about 15 ms; the 540 ms were
 * the render budget of that page, and the whole server's, since nothing else ran meanwhile.
 */
export const PAGE_BROTLI_QUALITY = 6;

const brotliOptions = (length: number, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: length },
});

/**
 * Compresses a page once, for every request that gets it, at brotli's best: for the few default pages made at
 * start-up, before any request waits.
 */
export function compressDocument(html: string): HtmlDocument {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, brotliOptions(identity.length, constants.BROTLI_MAX_QUALITY)),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a page made while a request waits (a rendered page, a page with SEO content), kept then for every
 * request that gets it: off the event loop (zlib's thread pool), so other requests go on meanwhile, and at
 * PAGE_BROTLI_QUALITY, so the page is not late for its render budget.
 */
export async function compressPage(html: string): Promise<HtmlDocument> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, brotliOptions(identity.length, PAGE_BROTLI_QUALITY)),
    gzipAsync(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gzipped };
}

/** An encoding of a page's bytes that a browser may ask for. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * A page sent in two parts as they come: `head` at once, so the browser starts on the stylesheets and scripts it
 * names while the server still draws the screen, then `rest`. Compressed as one stream (brotli at
 * PAGE_BROTLI_QUALITY, gzip at 6) and flushed after the head, which the compressor would otherwise hold until it had
 * more. `rest` must not reject; if it does, the response is cut, never left hanging.
 */
export function streamPage(head: string, rest: Promise<string>, encoding: PageEncoding): Readable {
  const out =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : new PassThrough();
  out.write(head);
  if ('flush' in out) out.flush();
  rest.then(
    (text) => {
      // A visitor who left meanwhile: the response is gone, and so is this stream.
      if (!out.destroyed) out.end(text);
    },
    (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}

/** Picks the smallest encoding the request accepts. */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
