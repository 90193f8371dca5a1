import type { AnalyticsAdapter } from './analytics-event';

/**
 * The customer-engagement SDK: WebEngage's web SDK. Like WebEngage's own snippet, a stub on
 * `window.webengage` queues calls (`__queue` of [method, args]) until the vendor script, loaded
 * from the configured URL, takes them over. Page views are WebEngage screens; other events are
 * tracked by name. Loaded only when a key is configured (third-party-config.ts).
 */
type Call = (...args: unknown[]) => unknown;
export interface WebEngageStub {
  __queue: [string, unknown[]][];
  __v?: string;
  init: Call;
  options: Call;
  track: Call;
  screen: Call;
  onReady: Call;
  user: Record<string, Call>;
}

const METHODS = ['init', 'options', 'track', 'screen', 'onReady'] as const;
const USER_METHODS = ['identify', 'login', 'logout', 'setAttribute'] as const;

function installStub(win: { webengage?: WebEngageStub }): WebEngageStub {
  if (win.webengage) return win.webengage;
  const stub = { __queue: [], __v: '6.0', user: {} } as unknown as WebEngageStub;
  for (const method of METHODS) stub[method] = (...args: unknown[]) => stub.__queue.push([method, args]);
  for (const method of USER_METHODS)
    stub.user[method] = (...args: unknown[]) => stub.__queue.push([`user.${method}`, args]);
  win.webengage = stub;
  return stub;
}

export interface EngagementSdkOptions {
  readonly win: { webengage?: WebEngageStub };
  readonly key: string;
  readonly scriptUrl: string;
  readonly loadScript: (src: string) => Promise<void>;
}

export function createEngagementSdkAdapter({
  win,
  key,
  scriptUrl,
  loadScript,
}: EngagementSdkOptions): AnalyticsAdapter {
  installStub(win).init(key);
  loadScript(scriptUrl.replace(/\{key\}/g, encodeURIComponent(key))).catch(() => undefined);
  // Always the current global: the vendor script replaces the stub when it arrives.
  const sdk = () => win.webengage as WebEngageStub;
  return {
    name: 'engagement',
    send: (event) => {
      if (event.kind === 'page') sdk().screen(event.name, event.properties);
      else sdk().track(event.name, event.properties);
    },
  };
}
