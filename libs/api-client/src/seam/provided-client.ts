import { getBrowserApiClient } from '../get-browser-api-client';
import type { ApiClient } from '../request/operation-types';

/** A spec's client for every seam outside a Provider (set through the testing entry only). */
let provided: ApiClient | null = null;

/**
 * The client a seam's calls reach when no Provider is above them, and always from code outside React (loaders,
 * early resources): a spec's fake when one was provided, else the browser's client. Asked for per call, never at
 * import, so a module that holds a seam can be loaded and rendered on a server.
 */
export function seamClient(): ApiClient {
  return provided ?? getBrowserApiClient();
}

/** Testing entry only (`provideApiClient`): null goes back to the browser's client. */
export function setProvidedApiClient(client: ApiClient | null): void {
  provided = client;
}
