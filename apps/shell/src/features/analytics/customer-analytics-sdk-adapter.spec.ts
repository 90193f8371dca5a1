import type { AnalyticsEvent } from './analytics-event';
import { createCustomerAnalyticsSdkAdapter, type SegmentStub } from './customer-analytics-sdk-adapter';

const page: AnalyticsEvent = { kind: 'page', name: 'Hotel Detail', properties: { platform: 'msite' }, at: 'x' };
const track: AnalyticsEvent = { kind: 'track', name: 'A2HS Accepted', properties: { platform: 'msite' }, at: 'x' };

describe('createCustomerAnalyticsSdkAdapter (Segment analytics.js)', () => {
  it('given a write key, then the snippet-style queue holds page and track calls and the script URL carries the key', () => {
    const win: { analytics?: SegmentStub } = {};
    const loadScript = jest.fn().mockResolvedValue(undefined);
    const adapter = createCustomerAnalyticsSdkAdapter({
      win,
      key: 'wk 1',
      scriptUrl: 'https://cdn.example/v1/{key}/analytics.min.js',
      loadScript,
    });
    adapter.send(page);
    adapter.send(track);
    expect(loadScript).toHaveBeenCalledWith('https://cdn.example/v1/wk%201/analytics.min.js');
    expect([...(win.analytics ?? [])]).toEqual([
      ['page', 'Hotel Detail', { platform: 'msite' }],
      ['track', 'A2HS Accepted', { platform: 'msite' }],
    ]);
    expect(win.analytics?._writeKey).toBe('wk 1');
  });

  it('given analytics.js already initialised, then it is used as is', () => {
    const real = { initialize: true, page: jest.fn(), track: jest.fn() } as unknown as SegmentStub;
    const win: { analytics?: SegmentStub } = { analytics: real };
    createCustomerAnalyticsSdkAdapter({
      win,
      key: 'k',
      scriptUrl: 'https://cdn.example/a.js',
      loadScript: async () => undefined,
    }).send(page);
    expect(real.page).toHaveBeenCalledWith('Hotel Detail', { platform: 'msite' });
  });
});
