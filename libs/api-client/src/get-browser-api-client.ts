import { getBrowserPlatform } from '@nivaas/state';
import { currentLocale } from '@nivaas/i18n';
import { createPlatformApiClient } from './create-platform-api-client';
import type { ApiClient } from './request/operation-types';
import type { ApiServiceBases } from './services/api-services';

/** Sent as the application id header by the mobile web site. */
export const MSITE_APPLICATION_ID = 'msite';

let browserClient: ApiClient | null = null;
/** Set by the shell server: the API's own URL, since a server render has no page origin to call. */
let serverApiBase: string | null = null;
let serverServiceBases: ApiServiceBases | undefined;
let serverFetch: typeof fetch | undefined;

/**
 * Makes the client usable in the shell server's renders: calls go to `baseUrl` (the API's own URL), or to their
 * service's base when the operator split the services (docs/rules.md section 7). The server's platform has no storage and
 * no session, so every call from a server render is anonymous. `fetch` is the server's own (it passes the page
 * request's id on to the API).
 */
export function setServerApiBase(
  baseUrl: string,
  serviceBaseUrls?: ApiServiceBases,
  fetch?: typeof globalThis.fetch,
): void {
  serverApiBase = baseUrl.replace(/\/+$/, '');
  serverServiceBases = serviceBaseUrls;
  serverFetch = fetch;
  browserClient = null;
}

/**
 * The browser's one client, over the one platform. The shell serves /api/ on the page's own
 * origin (docs/architecture.md), so the base URL is empty unless `<html data-api-base>` names another host
 * (a remote's standalone harness). Created on first call, never at import: server-render safe.
 */
export function getBrowserApiClient(): ApiClient {
  if (!browserClient) {
    const doc = (globalThis as { document?: { documentElement?: { dataset?: Record<string, string | undefined> } } })
      .document;
    const baseUrl = doc?.documentElement?.dataset?.['apiBase'] ?? serverApiBase ?? '';
    // Only a server render has service bases: a page's calls go to its own /api/, split by the shell server.
    const services = doc ? undefined : serverServiceBases;
    browserClient = createPlatformApiClient(getBrowserPlatform(), {
      baseUrl,
      applicationId: MSITE_APPLICATION_ID,
      // The page's language (<html lang>), or on a server the request's (@nivaas/i18n setServerLocaleSource).
      getLocale: currentLocale,
      ...(services ? { serviceBaseUrls: services } : {}),
      ...(!doc && serverFetch ? { fetch: serverFetch } : {}),
    });
  }
  return browserClient;
}

/** Tests only: forget the client so the next call builds a fresh one. */
export function resetBrowserApiClient(): void {
  browserClient = null;
}
