import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Entry points keep their names across deploys, so browsers must revalidate them to see a redeploy; so must the
 * shell server the server build's manifest (server/server-manifest.json), which names the hashed server file.
 */
const REVALIDATED =
  /(?:^|\/)(?:remoteEntry\.js|federation-runtime\.js|mf-manifest\.json|mf-stats\.json|server-manifest\.json|index\.html)(?:\.br|\.gz)?$/;
/** The path may be the pre-compressed copy (.br, .gz) of the file asked for. */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|webp|avif|svg)(?:\.br|\.gz)?$/;

export function cdnCacheControl(path: string): string {
  if (REVALIDATED.test(path)) return 'no-cache';
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * Serves one remote's build the way a CDN path would: pre-compressed brotli and gzip,
 * ETags, immutable hashed files, revalidated entries, and open CORS (public assets,
 * no credentials) so the shell's origin can fetch the manifest and load the chunks.
 * Files are read from disk on every request, so replacing the build is a redeploy.
 */
export async function createStaticCdn(root: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('timing-allow-origin', '*');
  });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: ['index.html'],
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', cdnCacheControl(path)),
  });
  return app;
}
