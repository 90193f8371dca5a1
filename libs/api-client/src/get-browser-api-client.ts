import { getBrowserPlatform } from '@nivaas/state';
import { createPlatformApiClient } from './create-platform-api-client';
import type { ApiClient } from './request/operation-types';

/** Sent as the application id header by the mobile web site. */
export const MSITE_APPLICATION_ID = 'msite';

let browserClient: ApiClient | null = null;

/**
 * The browser's one client, over the one platform. The shell serves /api/ on the page's own
 * origin (DESIGN.md), so the base URL is empty unless `<html data-api-base>` names another host
 * (a remote's standalone harness). Created on first call, never at import: server-render safe.
 */
export function getBrowserApiClient(): ApiClient {
  if (!browserClient) {
    const doc = (globalThis as { document?: { documentElement?: { dataset?: Record<string, string | undefined> } } })
      .document;
    const baseUrl = doc?.documentElement?.dataset?.['apiBase'] ?? '';
    browserClient = createPlatformApiClient(getBrowserPlatform(), { baseUrl, applicationId: MSITE_APPLICATION_ID });
  }
  return browserClient;
}

/** Tests only: forget the client so the next call builds a fresh one. */
export function resetBrowserApiClient(): void {
  browserClient = null;
}
