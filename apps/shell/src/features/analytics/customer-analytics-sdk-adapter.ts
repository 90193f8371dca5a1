import type { AnalyticsAdapter } from './analytics-event';

/**
 * The customer-analytics SDK: Segment's analytics.js. As in Segment's snippet, `window.analytics`
 * starts as an array that queues [method, ...args] until the vendor script, loaded from the
 * configured URL (`{key}` is the write key), replays it. Page views are `page(name, properties)`,
 * other events `track(name, properties)`. Loaded only when a key is configured.
 */
type Call = (...args: unknown[]) => unknown;
export type SegmentStub = unknown[] & {
  invoked?: boolean;
  initialize?: unknown;
  _writeKey?: string;
  SNIPPET_VERSION?: string;
  page: Call;
  track: Call;
  identify: Call;
  reset: Call;
};

const METHODS = ['page', 'track', 'identify', 'reset', 'alias', 'group', 'ready', 'on', 'once', 'off'] as const;

function installStub(win: { analytics?: SegmentStub }, key: string): SegmentStub {
  if (win.analytics?.invoked || win.analytics?.initialize) return win.analytics;
  const stub = [] as unknown as SegmentStub;
  stub.invoked = true;
  for (const method of METHODS) {
    (stub as unknown as Record<string, Call>)[method] = (...args: unknown[]) => {
      stub.push([method, ...args]);
      return stub;
    };
  }
  stub._writeKey = key;
  stub.SNIPPET_VERSION = '4.15.3';
  win.analytics = stub;
  return stub;
}

export interface CustomerAnalyticsSdkOptions {
  readonly win: { analytics?: SegmentStub };
  readonly key: string;
  readonly scriptUrl: string;
  readonly loadScript: (src: string) => Promise<void>;
}

export function createCustomerAnalyticsSdkAdapter({
  win,
  key,
  scriptUrl,
  loadScript,
}: CustomerAnalyticsSdkOptions): AnalyticsAdapter {
  installStub(win, key);
  loadScript(scriptUrl.replace(/\{key\}/g, encodeURIComponent(key))).catch(() => undefined);
  const sdk = () => win.analytics as SegmentStub;
  return {
    name: 'customer-analytics',
    send: (event) => {
      if (event.kind === 'page') sdk().page(event.name, event.properties);
      else sdk().track(event.name, event.properties);
    },
  };
}
