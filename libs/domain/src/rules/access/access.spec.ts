import { analyticsSearchType } from './analytics-search-type';
import { mustLoginForBookingHistory } from './booking-history-access';

describe('mustLoginForBookingHistory (docs/rules.md section 2: unauthenticated users go to login, except phonepe_app)', () => {
  it('sends anonymous visitors to login', () => expect(mustLoginForBookingHistory(false, null)).toBe(true));
  it('lets phonepe_app traffic and members through', () => {
    expect(mustLoginForBookingHistory(false, 'phonepe_app')).toBe(false);
    expect(mustLoginForBookingHistory(true, undefined)).toBe(false);
  });
});

describe("analyticsSearchType (docs/rules.md section 2: 'search' on /search/, otherwise 'browse')", () => {
  it.each([
    ['/search/', 'search'],
    ['/search/goa%20beach/', 'search'],
    ['/hotels-in-goa/', 'browse'],
    ['/', 'browse'],
    ['/searching/', 'browse'],
  ])('%s is %s', (path, type) => expect(analyticsSearchType(path)).toBe(type));
});
