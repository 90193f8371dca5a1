import { matchRoute } from './match-route';
import {
  bookingHistoryPath,
  brandPath,
  confirmationPath,
  hotelPath,
  isSameSitePath,
  itineraryPath,
  loginPath,
  reviewsPath,
  searchPath,
  slugify,
} from './paths';

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

  it('every builder yields a path of its own screen', () => {
    expect(matchRoute(itineraryPath()).screen).toBe('itinerary');
    expect(matchRoute(confirmationPath('NV12AB34')).screen).toBe('confirmation');
    expect(matchRoute(bookingHistoryPath()).screen).toBe('booking-history');
    expect(matchRoute(bookingHistoryPath('NV12AB34')).screen).toBe('booking-detail');
    expect(matchRoute(reviewsPath(1042)).screen).toBe('reviews');
    expect(matchRoute(brandPath('Medalio')).screen).toBe('brand');
  });
});
