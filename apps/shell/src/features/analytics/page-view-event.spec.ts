import { isSlashRedirect, pageViewEvent } from './page-view-event';

describe('pageViewEvent', () => {
  it.each([
    ['/', 'Home', 'browse'],
    ['/search/', 'Search', 'search'],
    ['/search/goa/', 'Search', 'search'],
    ['/hotels-in-bengaluru/', 'Hotels In City', 'browse'],
    ['/hotels-in-koramangala-bengaluru/', 'Hotels In City', 'browse'],
    ['/hotels-near-me/', 'Hotels In City', 'browse'],
    ['/budget-hotels-in-bengaluru/', 'Hotels In City', 'browse'],
    ['/hotels-in-bengaluru/nivaas-koramangala-residency-1042/', 'Hotel Detail', 'browse'],
    ['/itinerary/', 'Itinerary', 'browse'],
    ['/confirmation/NV123/', 'Confirmation', 'browse'],
    ['/cities/', 'cities', 'browse'],
    ['/faq/', 'faq', 'browse'],
    ['/account/booking-history/', 'booking-history', 'browse'],
    ['/login/', 'login', 'browse'],
    ['/no-such-page/', 'not-found', 'browse'],
  ])('given %s, then the page name is %s and the search type %s', (path, pageName, searchType) => {
    expect(pageViewEvent(path)).toEqual({ type: 'analytics/page-view', pageName, searchType, path });
  });

  it('given a known path without its slash, then it is a redirect, not a page', () => {
    expect(isSlashRedirect('/cities')).toBe(true);
    expect(isSlashRedirect('/cities/')).toBe(false);
    expect(isSlashRedirect('/nowhere')).toBe(false);
  });
});

describe('pageViewEvent with a stay (docs/rules.md section 3: the derived advance booking days, sent with analytics)', () => {
  it('given a listing for a stay 4 days ahead, then the page view carries the derived values of that stay', () => {
    const event = pageViewEvent(
      '/hotels-in-bengaluru/',
      '?checkin=05-02-2026&checkout=07-02-2026&roomconfig=2-1,1-0',
      '2026-02-01',
    );
    expect(event.stay).toEqual({
      checkin: '2026-02-05',
      checkout: '2026-02-07',
      numberOfNights: 2,
      advanceBookingDays: 4,
      adultCount: 3,
      kidCount: 1,
      roomCount: 2,
    });
  });

  it('given tonight, then advance booking days is 0', () => {
    expect(pageViewEvent('/itinerary/', '?checkin=01-02-2026&checkout=02-02-2026', '2026-02-01').stay).toMatchObject({
      advanceBookingDays: 0,
      numberOfNights: 1,
    });
  });

  it('given no stay in the query, then no stay values are made up', () => {
    expect(pageViewEvent('/hotels-in-bengaluru/', '?sort=price', '2026-02-01')).not.toHaveProperty('stay');
    expect(pageViewEvent('/hotels-in-bengaluru/', '?checkin=05-02-2026')).not.toHaveProperty('stay');
  });
});
