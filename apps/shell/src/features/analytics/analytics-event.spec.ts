import { ANALYTICS_PLATFORM, toAnalyticsEvent } from './analytics-event';

const now = new Date('2025-01-02T03:04:05.000Z');

describe('toAnalyticsEvent', () => {
  it('given a page view, then it leaves with page name, search type, path and platform msite', () => {
    expect(
      toAnalyticsEvent(
        { type: 'analytics/page-view', pageName: 'Search', searchType: 'search', path: '/search/' },
        now,
      ),
    ).toEqual({
      kind: 'page',
      name: 'Search',
      properties: { pageName: 'Search', searchType: 'search', platform: 'msite', path: '/search/' },
      at: '2025-01-02T03:04:05.000Z',
    });
  });

  it('given a page view of a stay, then its derived values (advance booking days among them) leave with it', () => {
    const stay = { checkin: '2025-01-06', checkout: '2025-01-07', numberOfNights: 1, advanceBookingDays: 4 };
    const event = toAnalyticsEvent(
      { type: 'analytics/page-view', pageName: 'Itinerary', searchType: 'browse', path: '/itinerary/', stay },
      now,
    );
    expect(event.properties).toEqual({
      pageName: 'Itinerary',
      searchType: 'browse',
      platform: 'msite',
      path: '/itinerary/',
      ...stay,
    });
  });

  it('given a product event from a remote, then its properties leave with platform msite', () => {
    const event = toAnalyticsEvent(
      { type: 'analytics/track', name: 'Filter Applied', properties: { group: 'price', platform: 'spoofed' } },
      now,
    );
    expect(event).toMatchObject({
      kind: 'track',
      name: 'Filter Applied',
      properties: { group: 'price', platform: ANALYTICS_PLATFORM },
    });
  });
});
