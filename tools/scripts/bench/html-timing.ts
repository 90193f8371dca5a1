import { request } from 'node:http';
import autocannon, { type Result } from 'autocannon';
import { latencyOf, type Latency } from '../../bench/latency';

/** What Chromium asks for: the server answers it as it answers a visitor (br when it has it). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One response as it came over the wire: the body's bytes are not decoded. */
export interface RawResponse {
  readonly status: number;
  readonly encoding: string;
  readonly bytes: number;
  /** From sending the request to the body's last byte, in ms. */
  readonly ms: number;
  /** From sending the request to the body's first byte, in ms (a streamed page's head). */
  readonly firstByteMs: number;
}

/** GETs a URL once with the given Accept-Encoding and counts the body's bytes as sent (fetch would decode them). */
export function getRaw(url: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding, accept: 'text/html' } }, (res) => {
      let bytes = 0;
      let firstByteMs = NaN;
      res.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          bytes,
          ms: performance.now() - started,
          firstByteMs,
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${url}: no answer within 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

export interface HtmlLoad {
  readonly latency: Latency;
  /** Answers other than 2xx, connection errors and timeouts. */
  readonly errors: number;
}

/**
 * `amount` GETs of one page, `connections` at a time (each connection sends its next request when the last
 * answer is in), with a browser's Accept-Encoding: every response time kept, so p50 and p95 are exact ranks.
 */
export async function loadHtml(url: string, amount: number, connections: number): Promise<HtmlLoad> {
  const { origin, pathname, search } = new URL(url);
  const times: number[] = [];
  const result = await new Promise<Result>((resolve, reject) => {
    autocannon(
      {
        url: origin,
        amount,
        connections,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html' },
        requests: [{ method: 'GET', path: `${pathname}${search}` }],
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    ).on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  return { latency: latencyOf(times), errors: result.non2xx + result.errors };
}
