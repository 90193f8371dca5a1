import fc from 'fast-check';
import { cacheControlFor, isServerRendered, matchRoute } from './match-route';
import { ROUTES } from './route-table';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', 'discovery', '1h'],
    ['/cities/', 'cities', 'discovery', '1h'],
    ['/search/', 'search', 'discovery', 'none'],
    ['/search/bengaluru%20hotels/', 'search', 'discovery', 'none'],
    ['/hotels-in-bengaluru/', 'listing', 'discovery', '1h'],
    ['/hotels-in-koramangala-bengaluru/', 'listing', 'discovery', '1h'],
    ['/hotels-in-bengaluru-with-free-wifi/', 'listing', 'discovery', '1h'],
    ['/hotels-with-free-wifi-in-bengaluru/', 'listing', 'discovery', '1h'],
    ['/budget-hotels-in-bengaluru/', 'listing', 'discovery', '1h'],
    ['/budget-hotels-in-koramangala-bengaluru/', 'listing', 'discovery', '1h'],
    ['/hotels-near-mg-road/', 'listing', 'discovery', '1h'],
    ['/hotels-near-me/', 'listing', 'discovery', 'none'],
    ['/couple-friendly-hotels-near-me/', 'listing', 'discovery', 'none'],
    ['/hotels-in-bengaluru/nivaas-koramangala-residency-1042/', 'hotel-details', 'hotel', '1h'],
    ['/itinerary/', 'itinerary', 'checkout', 'none'],
    ['/confirmation/NV12AB34/', 'confirmation', 'checkout', 'none'],
    ['/login/', 'login', 'shell', '1h'],
    ['/user/reset-password/abc_DEF-123/', 'reset-password', 'account', '1h'],
    ['/account/booking-history/', 'booking-history', 'account', 'none'],
    ['/account/booking-history/NV12AB34/', 'booking-detail', 'account', 'none'],
    ['/c-9f8e7d6c5b4a39281716151413121110/', 'booking-cancellation', 'account', 'none'],
    ['/tripadvisor/reviews-1042/', 'reviews', 'hotel', 'none'],
    ['/tripadvisor/thank-you/', 'review-submitted', 'hotel', '1h'],
    ['/faq/', 'faq', 'discovery', '1h'],
    ['/rewards/', 'rewards', 'account', 'none'],
    ['/introducing-rewards/', 'introducing-rewards', 'account', 'none'],
    ['/feedback/F123/', 'feedback', 'account', 'none'],
    ['/feedback/F123/change/', 'feedback-change', 'account', 'none'],
    ['/feedback/F123/thanks/', 'feedback-thanks', 'account', 'none'],
    ['/payment-process/NV12AB34/', 'payment-process', 'checkout', 'none'],
    ['/razorpay-payment-process/', 'razorpay-payment-process', 'checkout', 'none'],
    ['/aboutus/', 'about', 'discovery', 'none'],
    ['/web-checkin/abc123/', 'web-checkin', 'account', 'none'],
    ['/my-profile/', 'my-profile', 'account', 'none'],
    ['/update-profile/', 'update-profile', 'account', 'none'],
    ['/brands/itsy/', 'brand', 'discovery', 'none'],
    ['/brands/medalio/', 'brand', 'discovery', 'none'],
    ['/our-brands/', 'our-brands', 'discovery', 'none'],
  ])('given %s, when matched, then it is %s of %s cached %s', (path, screen, owner, cache) => {
    const match = matchRoute(path);
    expect(match).toMatchObject({ screen, owner, cache });
  });

  it.each([
    '/cities',
    '/login',
    '/nowhere/',
    '/HOTELS-IN-BENGALURU/',
    '/hotels-in-/',
    '/faq/extra/',
    '//',
    '',
    '/brands/unknownx/',
    '/brands/constructor/',
  ])('given the near miss %j, then it is Not Found and never cached', (path) => {
    const match = matchRoute(path);
    expect(match).toMatchObject({ screen: 'not-found', owner: 'shell', route: null });
    expect(cacheControlFor(match)).toBe('no-store');
  });

  it('gives every route of the table a path that reaches it', () => {
    const screens = new Set(ROUTES.map((r) => r.screen));
    const reached = new Set(
      ROUTES.map(
        (r) =>
          matchRoute(
            r.pattern
              .replace(/\{hotelId\}/, '42')
              .replace(/\{product\}/, 'trend')
              .replace(/\{(\w+)\}/g, 'x1'),
          ).screen,
      ),
    );
    expect(reached).toEqual(screens);
  });

  it('given any string, then it answers a screen and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(typeof matchRoute(path).screen).toBe('string');
      }),
    );
  });

  it('maps 1h routes to public max-age=3600', () => {
    expect(cacheControlFor(matchRoute('/'))).toBe('public, max-age=3600');
    expect(cacheControlFor(matchRoute('/itinerary/'))).toBe('no-store');
  });

  it('given the routes, then the 1 h ones and the content pages are server-rendered, nothing personal or unknown', () => {
    const rendered = ['/', '/cities/', '/hotels-in-bengaluru/', '/login/', '/faq/', '/aboutus/', '/our-brands/'];
    for (const path of [...rendered, '/brands/trend/', '/introducing-rewards/', '/tripadvisor/thank-you/'])
      expect([path, isServerRendered(matchRoute(path))]).toEqual([path, true]);
    for (const path of ['/search/', '/hotels-near-me/', '/itinerary/', '/account/booking-history/', '/rewards/', '/x/'])
      expect([path, isServerRendered(matchRoute(path))]).toEqual([path, false]);
  });
});
