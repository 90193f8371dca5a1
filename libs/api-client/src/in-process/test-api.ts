import {
  createEventBus,
  createMemoryCookieJar,
  createMemoryStorage,
  type AppEvent,
  type CookieJar,
  type EventBus,
  type KeyValueStorage,
} from '@nivaas/state';
import { createApiClient } from '../create-api-client';
import type { ApiClient } from '../request/operation-types';

/** The URL of the API started by jest.global-setup.ts. */
export function apiUrl(): string {
  const url = process.env['NIVAAS_API_CLIENT_TEST_URL'];
  if (!url) throw new Error('jest.global-setup.ts did not start the API');
  return url;
}

/** True when the real apps/api is running (false while it is still being written). */
export const realApi = () => process.env['NIVAAS_API_CLIENT_REAL_API'] === 'true';

export interface TestClient {
  readonly client: ApiClient;
  readonly bus: EventBus;
  readonly events: AppEvent[];
  readonly storage: KeyValueStorage;
  readonly cookies: CookieJar;
  readonly token: () => string | null;
}

/** A client on the in-process API; `prefix` selects a failure shape (`/__fail__/429`) or the echo route. */
export function testClient(prefix = ''): TestClient {
  const bus = createEventBus();
  const events: AppEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  let token: string | null = null;
  const client = createApiClient({
    baseUrl: `${apiUrl()}${prefix}`,
    applicationId: 'msite-test',
    storage,
    cookies,
    bus,
    getToken: () => token,
    onToken: (t) => (token = t),
  });
  return { client, bus, events, storage, cookies, token: () => token };
}
