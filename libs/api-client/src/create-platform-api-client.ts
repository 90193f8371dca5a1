import type { Platform } from '@nivaas/state';
import { createApiClient } from './create-api-client';
import type { ApiClientConfig } from './request/api-client-config';
import type { ApiClient } from './request/operation-types';

/**
 * The client wired to the shared platform: the session's token, the bus, the platform's
 * storage and cookies. What the shell and remotes use; tests use createApiClient directly.
 */
export function createPlatformApiClient(
  platform: Platform,
  options: Pick<ApiClientConfig, 'baseUrl' | 'applicationId' | 'serviceBaseUrls' | 'getLocale'> & {
    readonly fetch?: typeof fetch;
  },
): ApiClient {
  return createApiClient({
    ...options,
    storage: platform.storage,
    cookies: platform.cookies,
    bus: platform.bus,
    getToken: platform.session.getToken,
    onToken: platform.session.setToken,
  });
}
