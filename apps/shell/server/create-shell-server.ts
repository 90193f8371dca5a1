import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { cacheControlFor, matchRoute } from '@nivaas/routes';
import { assetCacheControl, REVALIDATE } from './cache-policy';
import { loadHtmlDocument, pickEncoding } from './html-document';
import { contentSecurityPolicy, securityHeaders } from './security-headers';
import type { ShellServerConfig } from './server-config';

export const REMOTE_MANIFEST_PATH = '/remote-manifest.json';

/**
 * The shell's production server: the HTML shell for every route of the table with that
 * route's cache lifetime, 404 for anything else, hashed assets cached for a year, the
 * remote manifest, security headers, and /api/ proxied so the browser talks to one origin.
 */
export async function createShellServer(config: ShellServerConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const headers = securityHeaders(contentSecurityPolicy(config.remotes));
  const page = await loadHtmlDocument(config.distDir, config.remotes);

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });

  await app.register(httpProxy, {
    upstream: config.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http: { requestOptions: { timeout: 30_000 } },
  });

  await app.register(fastifyStatic, {
    root: config.distDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', assetCacheControl(path)),
  });

  app.get(REMOTE_MANIFEST_PATH, async (_request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return config.remotes;
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://shell.invalid');
    const { pathname, search } = url;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not Found', errors: [] });
    }
    // A missing file is a plain 404; only page URLs get the HTML shell.
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not Found');
    }
    if (!pathname.endsWith('/') && matchRoute(`${pathname}/`).route) {
      return reply.code(301).header('cache-control', 'public, max-age=3600').redirect(`${pathname}/${search}`, 301);
    }
    const match = matchRoute(pathname);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .code(match.route ? 200 : 404)
      .header('cache-control', cacheControlFor(match))
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
  });

  return app;
}
