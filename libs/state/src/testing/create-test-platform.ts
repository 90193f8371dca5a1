import { createMemoryCookieJar } from '../adapters/cookie-jar';
import { createMemoryStorage } from '../adapters/key-value-storage';
import type { AppEvent } from '../bus/app-event';
import { createPlatform, type Platform } from '../platform/create-platform';
import type { Scheduler } from '../ui/create-ui-store';

export interface TestPlatformOptions {
  /** What localStorage holds before the test (a stored session, recent searches...). */
  readonly storage?: Readonly<Record<string, string>>;
  /** Cookies as `name: value` (the traffic source, the login-interrupt flag...). */
  readonly cookies?: Readonly<Record<string, string>>;
  readonly scheduler?: Scheduler;
}

/** A platform in memory, as the browser's would start, that records every event on its bus. */
export interface TestPlatform extends Platform {
  /** Every event emitted on the bus since creation, in order. */
  readonly events: AppEvent[];
  /** The events of one type, narrowed. */
  readonly eventsOf: <T extends AppEvent['type']>(type: T) => Extract<AppEvent, { type: T }>[];
}

/**
 * The shared stores over memory storage and cookies, hydrated like the browser's (session, recent
 * searches), with the bus recorded. One per test: nothing leaks between tests.
 */
export function createTestPlatform(options: TestPlatformOptions = {}): TestPlatform {
  const cookies = createMemoryCookieJar({ ...options.cookies });
  const platform = createPlatform({
    storage: createMemoryStorage({ ...options.storage }),
    cookies,
    ...(options.scheduler ? { scheduler: options.scheduler } : {}),
  });
  const events: AppEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  platform.session.hydrate();
  platform.search.loadRecentSearches();
  return {
    ...platform,
    events,
    eventsOf: <T extends AppEvent['type']>(type: T) =>
      events.filter((event): event is Extract<AppEvent, { type: T }> => event.type === type),
  };
}
