import { matchRoute } from './match-route';
import {
  aboutPath,
  bookingDetailPath,
  bookingHistoryPath,
  brandPath,
  cancellationPath,
  citiesPath,
  confirmationPath,
  faqPath,
  feedbackChangePath,
  feedbackPath,
  feedbackThanksPath,
  homePath,
  hotelPath,
  introducingRewardsPath,
  isSameSitePath,
  itineraryPath,
  forgotPasswordPath,
  loginPath,
  loginPhoneOf,
  myProfilePath,
  ourBrandsPath,
  paymentProcessPath,
  razorpayPaymentProcessPath,
  resetPasswordPath,
  reviewSubmittedPath,
  reviewsPath,
  rewardsPath,
  searchPath,
  slugify,
  updateProfilePath,
  webCheckinPath,
} from './paths';
import { listingPath } from './resolve-listing';
import { ROUTES, type ScreenId } from './route-table';

describe('link builders', () => {
  it('builds a hotel link that the route table matches, carrying the stay query', () => {
    const path = hotelPath(
      { citySlug: 'bengaluru', hotelName: 'Nivaas Koramangala Residency', hotelId: 1042 },
      'checkin=01-12-2026&checkout=03-12-2026&roomconfig=2-0',
    );
    expect(path).toBe(
      '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/?checkin=01-12-2026&checkout=03-12-2026&roomconfig=2-0',
    );
    const match = matchRoute(path.split('?')[0] ?? '');
    expect(match.screen).toBe('hotel-details');
    expect(match.params).toMatchObject({ city: 'bengaluru', hotelId: '1042' });
  });

  it('slugifies names with accents, symbols and spaces', () => {
    expect(slugify('  Café  Résidence & Suites ')).toBe('cafe-residence-suites');
    expect(hotelPath({ citySlug: 'Goa', hotelName: '!!!', hotelId: '7' })).toBe('/hotels-in-goa/hotel-7/');
  });

  it('encodes a search term and keeps /search/ for an empty one', () => {
    expect(searchPath('MG Road / Bengaluru')).toBe('/search/MG%20Road%20%2F%20Bengaluru/');
    expect(matchRoute(searchPath('MG Road / Bengaluru')).screen).toBe('search');
    expect(searchPath('   ')).toBe('/search/');
  });

  it('login redirect: only a same-site path is kept', () => {
    expect(loginPath('/account/booking-history/')).toBe('/login/?redirect=%2Faccount%2Fbooking-history%2F');
    expect(loginPath('https://evil.example/')).toBe('/login/');
    expect(loginPath('//evil.example/')).toBe('/login/');
    expect(isSameSitePath('/\\evil.example')).toBe(false);
  });

  it("login phone (sign in with the booking's number): only an Indian mobile is carried", () => {
    expect(loginPath('/account/booking-history/', { phone: '9034341175' })).toBe(
      '/login/?redirect=%2Faccount%2Fbooking-history%2F&phone=9034341175',
    );
    expect(loginPath(undefined, { phone: ' 9034341175 ' })).toBe('/login/?phone=9034341175');
    for (const phone of ['', '12345', '5034341175', '90343411750', '+919034341175', '9034<b>75'])
      expect(loginPath('/rewards/', { phone })).toBe('/login/?redirect=%2Frewards%2F');
    expect(loginPhoneOf(null)).toBeNull();
    expect(matchRoute(loginPath('/account/booking-history/', { phone: '9034341175' }).split('?')[0] ?? '').screen).toBe(
      'login',
    );
  });

  it('every builder yields a path of its own screen', () => {
    expect(matchRoute(itineraryPath()).screen).toBe('itinerary');
    expect(matchRoute(confirmationPath('NV12AB34')).screen).toBe('confirmation');
    expect(matchRoute(bookingHistoryPath()).screen).toBe('booking-history');
    expect(matchRoute(bookingDetailPath('NV12AB34')).screen).toBe('booking-detail');
    expect(matchRoute(reviewsPath(1042)).screen).toBe('reviews');
    expect(matchRoute(brandPath('Medalio')).screen).toBe('brand');
  });
});

describe('a link builder for every route of the table', () => {
  // One sample link per screen id: a route added to the table without a builder fails to compile here.
  const SAMPLES: Record<Exclude<ScreenId, 'not-found'>, readonly string[]> = {
    home: [homePath()],
    cities: [citiesPath()],
    search: [searchPath(), searchPath('Goa')],
    listing: [
      listingPath({ kind: 'city', city: 'goa' }),
      listingPath({ kind: 'locality-city', locality: 'calangute', city: 'goa' }),
      listingPath({ kind: 'city-with-amenity', amenity: 'pool', city: 'goa' }),
      listingPath({ kind: 'hotels-with-amenity-in-city', amenity: 'pool', city: 'goa' }),
      listingPath({ kind: 'near-landmark', landmark: 'baga-beach' }),
      listingPath({ kind: 'near-me', nearMe: true }),
      listingPath({ kind: 'category-in-city', category: 'budget-hotels', city: 'goa' }),
    ],
    'hotel-details': [hotelPath({ citySlug: 'goa', hotelName: 'Sea View', hotelId: 12 })],
    itinerary: [itineraryPath(), itineraryPath('hotel_id=12')],
    confirmation: [confirmationPath('NV-12_ab')],
    login: [loginPath(), loginPath('/rewards/'), forgotPasswordPath()],
    'reset-password': [resetPasswordPath('token_1-2')],
    'booking-history': [bookingHistoryPath()],
    'booking-detail': [bookingDetailPath('NV1234')],
    'booking-cancellation': [cancellationPath('h4sh_x')],
    reviews: [reviewsPath(1042)],
    'review-submitted': [reviewSubmittedPath()],
    faq: [faqPath(), faqPath(2)],
    rewards: [rewardsPath()],
    'introducing-rewards': [introducingRewardsPath()],
    feedback: [feedbackPath('fb1')],
    'feedback-change': [feedbackChangePath('fb1')],
    'feedback-thanks': [feedbackThanksPath('fb1')],
    'payment-process': [paymentProcessPath('NV1234')],
    'razorpay-payment-process': [razorpayPaymentProcessPath('order=1')],
    about: [aboutPath()],
    'web-checkin': [webCheckinPath('wc_1')],
    'my-profile': [myProfilePath()],
    'update-profile': [updateProfilePath()],
    'our-brands': [ourBrandsPath()],
    brand: [brandPath('Medalio')],
  };

  it.each(Object.entries(SAMPLES))('the %s links match their route', (screen, links) => {
    for (const link of links) expect(matchRoute(link.split(/[?#]/)[0] ?? '').screen).toBe(screen);
  });

  it('covers every screen of the route table', () => {
    expect(new Set(ROUTES.map((r) => r.screen))).toEqual(new Set(Object.keys(SAMPLES)));
  });

  it('builds the itinerary link from a checkout query (docs/rules.md section 2)', () => {
    const link = itineraryPath({
      search: { q: 'Goa', stay: { checkin: '2026-12-01', checkout: '2026-12-03' }, rooms: [{ adults: 2, kids: 0 }] },
      place: { city: 'Goa' },
      step: 3,
      singlePageHd: false,
      hotelId: 12,
      roomType: 'oak',
      ratePlan: 'EP',
    });
    expect(link).toMatch(/^\/itinerary\/\?/);
    expect(new URLSearchParams(link.split('?')[1])).toMatchObject(
      new URLSearchParams(
        'q=Goa&checkin=01-12-2026&checkout=03-12-2026&roomconfig=2-0&city=Goa&step=3&hotel_id=12&roomtype=oak&rateplan=EP',
      ),
    );
  });

  it('keeps a hostile id inside its path segment', () => {
    expect(matchRoute(bookingDetailPath('../../admin')).screen).toBe('not-found');
    expect(cancellationPath('a/b')).toBe('/c-a%2Fb/');
  });
});
