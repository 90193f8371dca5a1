import { screenImportSource } from '@nivaas/routes/testing';
import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';
import { isRouteNotFound, type LoaderContext } from '@nivaas/routes';
import { forgetEarlyAnswers } from './features/first-view/testing';
import remote from './routes';

const mockApi = {
  getCities: jest.fn(() => new Promise<never>(() => undefined)),
  getContentsV1: jest.fn(() => new Promise<never>(() => undefined)),
  getContentsV2: jest.fn(() => new Promise<never>(() => undefined)),
  getFaqs: jest.fn(() => new Promise<never>(() => undefined)),
};
beforeEach(() => provideApiClient(createFakeApiClient(mockApi)));

const context = (pathname: string, params: Record<string, string>, search = ''): LoaderContext => ({
  pathname,
  params,
  searchParams: new URLSearchParams(search),
  signal: new AbortController().signal,
});

beforeEach(() => Object.values(mockApi).forEach((fn) => fn.mockClear()));
afterEach(() => forgetEarlyAnswers());

describe('discovery ./Routes', () => {
  it('names itself and loads its home screen lazily', async () => {
    expect(remote.remote).toBe('discovery');
    const home = await remote.routes.home?.load();
    expect(typeof home?.default).toBe('function');
  });

  it.each(['home', 'cities', 'search', 'faq', 'about', 'our-brands', 'brand'] as const)(
    'exposes the %s screen, loaded on demand',
    async (id) => {
      const screen = remote.routes[id];
      expect(screen).toBeDefined();
      const loaded = await screen?.load();
      expect(typeof loaded?.default).toBe('function');
    },
  );

  it('listing: the loader runs again for a new stay, not for the sort the list writes to its URL', () => {
    expect(remote.routes.listing?.loaderQuery).toEqual(['checkin', 'checkout', 'roomconfig']);
  });

  it('brand: a product of the brands map loads; an unknown one is Not Found before anything renders', async () => {
    const brand = remote.routes.brand;
    await expect(brand?.loader?.(context('/brands/medalio/', { product: 'medalio' }))).resolves.toEqual({
      product: 'medalio',
    });
    await expect(brand?.loader?.(context('/brands/itsy/', { product: 'itsy' }))).resolves.toEqual({ product: 'itsy' });
    const error = await brand
      ?.loader?.(context('/brands/unknown-x/', { product: 'unknown-x' }))
      .catch((e: unknown) => e);
    expect(isRouteNotFound(error)).toBe(true);
  });
});

describe('the content loaders in the browser (a client navigation)', () => {
  it.each([
    ['cities', '/cities/', { getCities: 1 }],
    // The FAQ's content and the chain's booking policies are two content reads.
    ['faq', '/faq/', { getContentsV1: 2, getFaqs: 1 }],
    ['about', '/aboutus/', { getContentsV2: 1 }],
  ] as const)('%s: waits for nothing and starts its reads', async (id, pathname, calls) => {
    await expect(remote.routes[id]?.loader?.(context(pathname, {}))).resolves.toBeNull();
    for (const [call, times] of Object.entries(calls))
      expect(mockApi[call as keyof typeof mockApi]).toHaveBeenCalledTimes(times);
  });

  it('faq: a page change does not run the loader again (the screen asks for that page itself)', () => {
    expect(remote.routes.faq?.loaderQuery).toEqual([]);
  });
});

describe('discovery ./Routes for the server', () => {
  // The shell server finds a screen's CSS and scripts in server-manifest.json by this name (the build checks it too).
  it.each(Object.entries(remote.routes))('%s names the browser chunk its code is in', (_id, screen) => {
    const imported = /webpackChunkName: "([^"]+)"/.exec(screenImportSource(screen))?.[1];
    expect(screen?.chunk).toEqual(expect.any(String));
    expect(screen?.chunk).toBe(imported);
  });
});
