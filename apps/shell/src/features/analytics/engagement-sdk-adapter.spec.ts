import type { AnalyticsEvent } from './analytics-event';
import { createEngagementSdkAdapter, type WebEngageStub } from './engagement-sdk-adapter';

const page: AnalyticsEvent = { kind: 'page', name: 'Home', properties: { platform: 'msite' }, at: 'x' };
const track: AnalyticsEvent = { kind: 'track', name: 'Coupon Applied', properties: { platform: 'msite' }, at: 'x' };

describe('createEngagementSdkAdapter (WebEngage)', () => {
  it('given a key, then the stub queues init, screens and events, and the vendor script is requested with the key', () => {
    const win: { webengage?: WebEngageStub } = {};
    const loadScript = jest.fn().mockResolvedValue(undefined);
    const adapter = createEngagementSdkAdapter({
      win,
      key: 'lic-1',
      scriptUrl: 'https://sdk.example/we.js?k={key}',
      loadScript,
    });
    adapter.send(page);
    adapter.send(track);
    expect(loadScript).toHaveBeenCalledWith('https://sdk.example/we.js?k=lic-1');
    expect(win.webengage?.__queue).toEqual([
      ['init', ['lic-1']],
      ['screen', ['Home', { platform: 'msite' }]],
      ['track', ['Coupon Applied', { platform: 'msite' }]],
    ]);
  });

  it('given the vendor script has replaced the stub, then calls go to the real SDK', () => {
    const win: { webengage?: WebEngageStub } = {};
    const adapter = createEngagementSdkAdapter({
      win,
      key: 'k',
      scriptUrl: 'https://sdk.example/we.js',
      loadScript: async () => undefined,
    });
    const real = { track: jest.fn(), screen: jest.fn() };
    win.webengage = real as unknown as WebEngageStub;
    adapter.send(track);
    expect(real.track).toHaveBeenCalledWith('Coupon Applied', { platform: 'msite' });
  });

  it('given the script fails to load, then nothing throws', async () => {
    const win: { webengage?: WebEngageStub } = {};
    const adapter = createEngagementSdkAdapter({
      win,
      key: 'k',
      scriptUrl: 'https://sdk.example/we.js',
      loadScript: () => Promise.reject(new Error('blocked')),
    });
    expect(() => adapter.send(page)).not.toThrow();
    await Promise.resolve();
  });
});
