/** @jest-environment node */
import { SERVICE_WORKER_PATH, WARM_CACHE_MESSAGE } from '../../service-worker/cache-names';
import { createMemoryCacheStorage } from '../../service-worker/testing/memory-cache-storage';
import { registerServiceWorker, serviceWorkerSetting } from './register-service-worker';

function fakeContainer() {
  const posted: unknown[] = [];
  const unregistered: string[] = [];
  const registration = (scope: string) => ({
    scope,
    unregister: async () => {
      unregistered.push(scope);
      return true;
    },
  });
  const container = {
    register: jest.fn(async () => registration('/') as unknown as ServiceWorkerRegistration),
    getRegistrations: jest.fn(
      async () => [registration('/a'), registration('/b')] as unknown as ServiceWorkerRegistration[],
    ),
    ready: Promise.resolve({
      active: { postMessage: (message: unknown) => posted.push(message) },
    } as unknown as ServiceWorkerRegistration),
  };
  return { container, posted, unregistered };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site, checked on the server at every navigation, and names the files this page loaded', async () => {
    const { container, posted } = fakeContainer();
    const urls = ['https://www.nivaas.example/main.0123456789ab.js', 'http://localhost:4201/123.abcdef0123.js'];
    await registerServiceWorker({ serviceWorker: container, loadedUrls: () => urls }, 'on');
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
    expect(posted).toEqual([{ type: WARM_CACHE_MESSAGE, urls }]);
  });

  it('with the kill switch on, removes every registration and the site’s caches (and only those), registering nothing', async () => {
    const { container, unregistered } = fakeContainer();
    const caches = createMemoryCacheStorage();
    await caches.open('nivaas-offline-bookings-v1');
    await caches.open('workbox-precache-v2-https://www.nivaas.example/');
    await caches.open('someone-else');
    await registerServiceWorker({ serviceWorker: container, caches, loadedUrls: () => [] }, 'off');
    expect(container.register).not.toHaveBeenCalled();
    expect(unregistered).toEqual(['/a', '/b']);
    expect(caches.names()).toEqual(['workbox-precache-v2-https://www.nivaas.example/', 'someone-else']);
  });

  it('does nothing in a browser without service workers', async () => {
    await expect(registerServiceWorker({ loadedUrls: () => [] }, 'on')).resolves.toBeUndefined();
  });

  it('reads the setting from <html data-service-worker>: anything but off is on', () => {
    expect(serviceWorkerSetting({ serviceWorker: 'off' })).toBe('off');
    expect(serviceWorkerSetting({})).toBe('on');
    expect(serviceWorkerSetting({ serviceWorker: 'OFF ' })).toBe('on');
  });
});
