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
