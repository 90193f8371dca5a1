import type { ApiClient } from '../request/operation-types';
import { setProvidedApiClient } from '../seam/provided-client';

/**
 * Gives every seam's `api` (and `useApi()` without a Provider) the spec's client, for code outside React: route
 * loaders, early resources. Undone after each test (registered below), so one spec's fake never answers the next.
 */
export function provideApiClient<C extends ApiClient>(client: C): C {
  setProvidedApiClient(client);
  return client;
}

/** Back to the browser's client; run after every test by this entry. */
export function resetProvidedApiClient(): void {
  setProvidedApiClient(null);
}

// Jest's afterEach is a global wherever a spec imports this entry; elsewhere (a story) there is nothing to undo.
if (typeof afterEach === 'function') afterEach(resetProvidedApiClient);
