import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';

export interface StaticPages {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Serves fixed HTML pages by path on 127.0.0.1:`port` (0: any free port), `no-store` so each Lighthouse run
 * loads it as a first visit, brotli-compressed when asked as the shell server does (the copy weighs what the
 * page would). Anything else is a plain 404. Deliberately tiny: one map lookup per request, compressed once
 * up front, so the reference's times are the network's and the browser's, not a server's.
 */
export async function serveStaticPages(pages: ReadonlyMap<string, string>, port = 0): Promise<StaticPages> {
  const bodies = new Map(
    [...pages].map(([path, html]) => {
      const identity = Buffer.from(html, 'utf8');
      return [path, { identity, br: brotliCompressSync(identity) }] as const;
    }),
  );
  const server: Server = createServer((req, res) => {
    const body = bodies.get(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
    } else if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
    } else {
      const br = /\bbr\b/i.test(String(req.headers['accept-encoding'] ?? ''));
      const bytes = br ? body.br : body.identity;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': bytes.length,
        'cache-control': 'no-store',
        vary: 'accept-encoding',
        ...(br ? { 'content-encoding': 'br' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : bytes);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
