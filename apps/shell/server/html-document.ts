import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The HTML shell in each encoding a browser may ask for, compressed once at start-up. */
export interface HtmlDocument {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

export const REMOTE_MANIFEST_ELEMENT_ID = 'nivaas-remote-manifest';

/** JSON inside a <script> must not be able to close it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Embeds the remote manifest in the page, so the shell starts without another round trip. */
export function embedRemoteManifest(html: string, manifest: unknown): string {
  const block = `<script type="application/json" id="${REMOTE_MANIFEST_ELEMENT_ID}">${scriptSafeJson(manifest)}</script>`;
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `${block}</head>`);
}

export async function loadHtmlDocument(distDir: string, manifest: unknown): Promise<HtmlDocument> {
  const html = embedRemoteManifest(await readFile(join(distDir, 'index.html'), 'utf8'), manifest);
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Picks the smallest encoding the request accepts. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
