import { createMemoryCookieJar } from '@nivaas/state';
import { bookingHistoryLoginRedirect } from './booking-history-redirect';
import { isPhonepeLaunch, rememberTrafficSource, trafficSource, TRAFFIC_SOURCE_COOKIE } from './traffic-source';

const guard = (pathname: string, isAuthenticated: boolean, utmSource: string | null = null, search = '') =>
  bookingHistoryLoginRedirect({ pathname, search, isAuthenticated, utmSource });

describe('booking-history guard: unauthenticated users on booking history are sent to login with the redirect (docs/rules.md section 2)', () => {
  it('given an anonymous visitor on the list, then /login/ with the list as redirect', () => {
    expect(guard('/account/booking-history/', false)).toBe('/login/?redirect=%2Faccount%2Fbooking-history%2F');
  });
  it('given an anonymous visitor on a booking, then /login/ with that booking and its query as redirect', () => {
    expect(guard('/account/booking-history/NV123/', false, null, '?tab=past')).toBe(
      `/login/?redirect=${encodeURIComponent('/account/booking-history/NV123/?tab=past')}`,
    );
  });
  it('except phonepe_app traffic', () => expect(guard('/account/booking-history/', false, 'phonepe_app')).toBeNull());
  it('given a signed-in visitor, then they stay', () => expect(guard('/account/booking-history/', true)).toBeNull());
  it('guards my profile, update profile and rewards the same way, with the same phonepe exception', () => {
    expect(guard('/my-profile/', false)).toBe('/login/?redirect=%2Fmy-profile%2F');
    expect(guard('/update-profile/', false)).toBe('/login/?redirect=%2Fupdate-profile%2F');
    expect(guard('/rewards/', false, null, '?page=2')).toBe(
      `/login/?redirect=${encodeURIComponent('/rewards/?page=2')}`,
    );
    expect(guard('/rewards/', false, 'phonepe_app')).toBeNull();
    expect(guard('/my-profile/', true)).toBeNull();
  });
  it('given any other page, then nobody is sent anywhere', () => {
    for (const path of [
      '/',
      '/login/',
      '/account/booking-history',
      '/account/booking-historyx/',
      '/itinerary/',
      '/introducing-rewards/',
    ]) {
      expect(guard(path, false)).toBeNull();
    }
  });
});

describe('traffic source: the phonepe_app source is remembered for the session', () => {
  it('given a PhonePe launch, then later pages without utm still count as phonepe_app', () => {
    const cookies = createMemoryCookieJar();
    expect(isPhonepeLaunch('?utm_source=phonepe_app&x=1')).toBe(true);
    rememberTrafficSource('?utm_source=phonepe_app', cookies);
    expect(cookies.get(TRAFFIC_SOURCE_COOKIE)).toBe('phonepe_app');
    expect(trafficSource('', cookies)).toBe('phonepe_app');
    expect(trafficSource('?utm_source=google', cookies)).toBe('phonepe_app');
  });
  it('given other sources, then nothing is remembered and the URL source is used', () => {
    const cookies = createMemoryCookieJar();
    rememberTrafficSource('?utm_source=google', cookies);
    expect(cookies.get(TRAFFIC_SOURCE_COOKIE)).toBeNull();
    expect(trafficSource('?utm_source=google', cookies)).toBe('google');
    expect(trafficSource('', cookies)).toBeNull();
  });
});
