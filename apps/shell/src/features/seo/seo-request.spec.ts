import { matchRoute } from '@nivaas/routes';
import { seoKey, seoRequestFor } from './seo-request';

const requestFor = (pathname: string) => seoRequestFor(pathname, matchRoute(pathname));

describe('seoRequestFor', () => {
  it.each([
    ['/', { page: 'home', q: '/' }],
    ['/cities/', { page: 'cities', q: '/cities/' }],
    ['/hotels-in-bengaluru/', { page: 'listing', q: '/hotels-in-bengaluru/' }],
    ['/hotels-in-koramangala-bengaluru/', { page: 'listing', q: '/hotels-in-koramangala-bengaluru/' }],
    [
      '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/',
      { page: 'hotel-details', q: '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/' },
    ],
    ['/faq/', { page: 'faq', q: '/faq/' }],
  ])('given %s, then page is the screen id and q the path', (path, expected) => {
    expect(requestFor(path)).toEqual(expected);
  });

  it.each([
    ['/user/reset-password/tok123/'],
    ['/confirmation/NV123/'],
    ['/account/booking-history/NV1/'],
    ['/search/goa%20beach/'],
    ['/c-abc/'],
  ])('given the private path %s, then q is left out', (path) => {
    expect(requestFor(path)).toEqual({ page: matchRoute(path).screen });
  });

  it('given Not Found, then there is no SEO request', () => {
    expect(requestFor('/no-such-page/')).toBeNull();
  });

  it('given a path longer than the contract allows for q, then only the page is asked for', () => {
    const path = `/hotels-in-bengaluru/${'a'.repeat(200)}-1042/`;
    expect(requestFor(path)).toEqual({ page: 'hotel-details' });
  });

  it('keys one cache entry per (page, q)', () => {
    expect(seoKey({ page: 'home', q: '/' })).toBe('home /');
    expect(seoKey({ page: 'reset-password' })).toBe('reset-password');
  });
});
