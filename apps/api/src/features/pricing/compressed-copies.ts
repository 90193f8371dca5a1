import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings app.ts gives @fastify/compress, in its order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Answers at least this long are worth keeping compressed (a city's listing is ~1 MB, 25 KB in brotli). */
export const KEEP_COMPRESSED_FROM = 16_384;

/**
 * The encoding @fastify/compress would choose for this accept-encoding header (the same negotiator,
 * `*` and `x-gzip` read as gzip as it reads them), or null for none.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
}

/**
 * An answer's JSON compressed once per encoding, when first asked for. @fastify/compress would
 * compress a kept answer again for every request (~27 ms of CPU for a city's listing in brotli);
 * brotli here is quality 5, smaller and faster than the plugin's 4 on this JSON.
 */
export function compressedCopies(json: string): (encoding: Encoding) => Buffer {
  const copies = new Map<Encoding, Buffer>();
  return (encoding) => {
    const kept = copies.get(encoding);
    if (kept) return kept;
    const bytes = Buffer.from(json);
    const copy =
      encoding === 'br'
        ? brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : gzipSync(bytes);
    copies.set(encoding, copy);
    return copy;
  };
}
