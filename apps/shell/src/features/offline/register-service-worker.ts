import { CACHE_PREFIX, SERVICE_WORKER_PATH, WARM_CACHE_MESSAGE } from '../../service-worker/cache-names';

/** `<html data-service-worker>`: the shell server writes `off` when the kill switch is on (SERVICE_WORKER=off). */
export type ServiceWorkerSetting = 'on' | 'off';

export interface ServiceWorkerHost {
  readonly serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations' | 'ready'>;
  readonly caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  /** The URLs of the files this page has loaded (performance resource entries). */
  readonly loadedUrls: () => readonly string[];
}

/**
 * Registers the shell's service worker (src/service-worker/sw.ts), or with the kill switch on, removes every
 * registration and cache it left. Called after the page's `load` event, so installing the worker (which
 * precaches the shell's boot files) never competes with the first view for the network.
 *
 * `updateViaCache: 'none'`: the browser checks /sw.js on the server at every navigation, bypassing the HTTP
 * cache, so a release is found on the next load. The worker itself decides when a new release takes over.
 */
export async function registerServiceWorker(host: ServiceWorkerHost, setting: ServiceWorkerSetting): Promise<void> {
  const container = host.serviceWorker;
  if (!container) return; // no support (or not a secure context): the site works as before
  if (setting === 'off') {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    const names = (await host.caches?.keys()) ?? [];
    await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => host.caches?.delete(name)));
    return;
  }
  await container.register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
  // The first visit loaded its chunks before the worker existed: name them, so the next visit finds them kept.
  const ready = await container.ready;
  ready.active?.postMessage({ type: WARM_CACHE_MESSAGE, urls: host.loadedUrls() });
}

/** Reads `data-service-worker` from `<html>`; anything but `off` means on. */
export const serviceWorkerSetting = (dataset: DOMStringMap): ServiceWorkerSetting =>
  dataset['serviceWorker'] === 'off' ? 'off' : 'on';
