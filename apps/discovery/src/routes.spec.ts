import { isRouteNotFound, type LoaderContext } from '@nivaas/routes';
import remote from './routes';

const context = (pathname: string, params: Record<string, string>): LoaderContext => ({
  pathname,
  params,
  searchParams: new URLSearchParams(),
  signal: new AbortController().signal,
});

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

describe('discovery ./Routes for the server', () => {
  // The shell server finds a screen's CSS and scripts in server-manifest.json by this name (the build checks it too).
  it.each(Object.entries(remote.routes))('%s names the browser chunk its code is in', (_id, screen) => {
    const imported = /webpackChunkName: "([^"]+)"/.exec(String(screen?.load))?.[1];
    expect(screen?.chunk).toEqual(expect.any(String));
    expect(screen?.chunk).toBe(imported);
  });
});
