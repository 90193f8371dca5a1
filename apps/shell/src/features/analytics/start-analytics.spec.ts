import { createEventBus, type EventBus } from '@nivaas/state';
import type { AnalyticsAdapter, AnalyticsEvent } from './analytics-event';
import { createInstallPrompt } from '../install';
import { startAnalytics, type AnalyticsWindow, type VendorAdapterModules } from './start-analytics';

const NOW = new Date('2025-03-04T05:06:07.000Z');

function fakeWindow(extra: Partial<AnalyticsWindow> = {}): AnalyticsWindow {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile' },
    sessionStorage: window.sessionStorage,
    ...extra,
  } as AnalyticsWindow;
}

function fakeVendors() {
  const sent: Record<string, AnalyticsEvent[]> = { engagement: [], 'customer-analytics': [] };
  const adapter = (name: string): AnalyticsAdapter => ({ name, send: (e) => sent[name]?.push(e) });
  const created: Record<string, { key: string; scriptUrl: string }> = {};
  const factory = (name: string) => (options: { key: string; scriptUrl: string }) => {
    created[name] = options;
    return adapter(name);
  };
  const vendors: VendorAdapterModules = {
    engagement: async () => ({ createEngagementSdkAdapter: factory('engagement') }) as never,
    customerAnalytics: async () => ({ createCustomerAnalyticsSdkAdapter: factory('customer-analytics') }) as never,
  };
  return { vendors, sent, created };
}

const pageView = (bus: EventBus, pageName: string, path: string) =>
  bus.emit({
    type: 'analytics/page-view',
    pageName,
    searchType: path.startsWith('/search/') ? 'search' : 'browse',
    path,
  });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.sessionStorage.clear();
  document.head.innerHTML = '';
});

describe('startAnalytics', () => {
  it('given no configuration, then events go to the local sink only, with platform msite, and no script is added', () => {
    const bus = createEventBus();
    const win = fakeWindow();
    const runtime = startAnalytics({ bus, win, doc: document, config: {}, attribution: {}, now: () => NOW });
    pageView(bus, 'Home', '/');
    bus.emit({ type: 'analytics/track', name: 'Filter Applied', properties: { group: 'price' } });
    expect(runtime.adapters).toEqual(['local']);
    expect(win.__nivaasAnalytics?.events).toEqual([
      {
        kind: 'page',
        name: 'Home',
        properties: { pageName: 'Home', searchType: 'browse', platform: 'msite', path: '/' },
        at: NOW.toISOString(),
      },
      {
        kind: 'track',
        name: 'Filter Applied',
        properties: { group: 'price', platform: 'msite' },
        at: NOW.toISOString(),
      },
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    runtime.stop();
  });

  it('given SDK keys, then both vendor adapters get every event, the landing page view included, and the local sink is off', async () => {
    const bus = createEventBus();
    const { vendors, sent, created } = fakeVendors();
    const config = {
      engagement: { key: 'eng', scriptUrl: 'https://e.example/we.js' },
      customerAnalytics: { key: 'seg', scriptUrl: 'https://s.example/{key}.js' },
    };
    const runtime = startAnalytics({ bus, win: fakeWindow(), doc: document, config, attribution: {}, vendors });
    pageView(bus, 'Home', '/');
    await flush();
    pageView(bus, 'Search', '/search/');
    expect(runtime.adapters).toEqual(['engagement', 'customer-analytics']);
    expect(sent['engagement']?.map((e) => e.name)).toEqual(['Home', 'Search']);
    expect(sent['customer-analytics']?.map((e) => e.name)).toEqual(['Home', 'Search']);
    expect(created['engagement']?.key).toBe('eng');
    expect(created['customer-analytics']?.key).toBe('seg');
    runtime.stop();
  });

  it('given the Android app view, then the Android keys are used, the bridge gets the events, and a web-only SDK stays off', async () => {
    const bus = createEventBus();
    const trackEvent = jest.fn();
    const { vendors, created } = fakeVendors();
    const config = {
      engagement: { key: 'eng-web', androidKey: 'eng-app', scriptUrl: 'https://e.example/we.js' },
      customerAnalytics: { key: 'seg-web', scriptUrl: 'https://s.example/{key}.js' },
    };
    const runtime = startAnalytics({
      bus,
      win: fakeWindow({ Android: { trackEvent } }),
      doc: document,
      config,
      attribution: {},
      vendors,
    });
    pageView(bus, 'Hotel Detail', '/hotels-in-goa/x-1/');
    await flush();
    expect(runtime.adapters).toEqual(['engagement', 'android-bridge']);
    expect(created['engagement']?.key).toBe('eng-app');
    expect(trackEvent).toHaveBeenCalledWith('Hotel Detail', expect.stringContaining('"platform":"msite"'));
    runtime.stop();
  });

  it("given the browser's install offer, then it is kept for the install banner, and an install from the browser's menu is tracked through the adapters", async () => {
    const bus = createEventBus();
    const win = fakeWindow();
    const installPrompt = createInstallPrompt();
    const runtime = startAnalytics({ bus, win, doc: document, config: {}, attribution: {}, installPrompt });
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    (win as unknown as EventTarget).dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(installPrompt.store.getState().available).toBe(true);
    (win as unknown as EventTarget).dispatchEvent(new Event('appinstalled'));
    await flush();
    expect(win.__nivaasAnalytics?.events.map((e) => [e.name, e.properties['source']])).toEqual([
      ['A2HS Accepted', 'browser'],
    ]);
    runtime.stop();
    (win as unknown as EventTarget).dispatchEvent(new Event('appinstalled'));
    expect(win.__nivaasAnalytics?.events).toHaveLength(1);
  });

  it('given utm_source=phonepe_app and a PhonePe URL, then only that script is added', async () => {
    const bus = createEventBus();
    const config = { phonePeScriptUrl: 'https://mercury.phonepe.example/sdk.js' };
    startAnalytics({
      bus,
      win: fakeWindow(),
      doc: document,
      config,
      attribution: Promise.resolve({ utm_source: 'phonepe_app' }),
    });
    await flush();
    expect([...document.querySelectorAll('script')].map((s) => s.src)).toEqual([
      'https://mercury.phonepe.example/sdk.js',
    ]);
    document.head.innerHTML = '';
    const other = startAnalytics({
      bus,
      win: fakeWindow(),
      doc: document,
      config,
      attribution: { utm_source: 'google' },
    });
    await expect(other.phonePe).resolves.toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('given an adapter that throws, then the others still get the event', () => {
    const bus = createEventBus();
    const win = fakeWindow({
      Android: {
        trackEvent: () => {
          throw new Error('bridge gone');
        },
      },
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    startAnalytics({ bus, win, doc: document, config: {}, attribution: {} });
    pageView(bus, 'Home', '/');
    expect(win.__nivaasAnalytics?.events).toHaveLength(1);
    error.mockRestore();
  });
});
