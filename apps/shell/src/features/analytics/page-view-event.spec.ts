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
