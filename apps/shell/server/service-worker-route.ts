import type { FastifyInstance } from 'fastify';
import { SERVICE_WORKER_PATH } from '../src/service-worker/cache-names';

/**
 * The kill switch (SERVICE_WORKER=off): a worker at the same URL as the real one, which the browser installs on
 * its next update check (every navigation: the shell registers with updateViaCache 'none'). It takes over at
 * once, deletes every cache the site's worker made, unregisters itself, and reloads the site's open pages so they
 * come straight from the network. The pages themselves also unregister (`data-service-worker="off"`), which
 * covers a browser that has not checked yet.
 */
export const KILL_SWITCH_WORKER = `// Nivaas service worker kill switch: removes the site's worker and its caches.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith('nivaas-') || name.startsWith('workbox-')).map((name) => caches.delete(name)));
    await self.registration.unregister();
    const windows = await self.clients.matchAll({ type: 'window' });
    await Promise.all(windows.map((client) => client.navigate(client.url).catch(() => undefined)));
  })());
});
`;

/**
 * /sw.js: always revalidated (a new release is found on the next navigation), with the scope of the whole site.
 * With the kill switch on, the worker above instead of the build's.
 */
export function registerServiceWorkerRoute(app: FastifyInstance, setting: 'on' | 'off'): void {
  if (setting === 'on') return; // the built file, served by the static files with `no-cache`
  // A hook, not a route: the static files already hold the route of the built sw.js.
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.split('?')[0] !== SERVICE_WORKER_PATH)
      return;
    return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(KILL_SWITCH_WORKER);
  });
}
