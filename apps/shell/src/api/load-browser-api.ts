import type { ApiClient } from '@nivaas/api-client';

/**
 * The API client, for every part of the shell. It is a shared module loaded on demand, not part
 * of the first load: the first caller fetches it, the others get the same promise and client.
 */
export const loadApiClientModule = () => import('@nivaas/api-client');

/** The client every seam reaches (a spec's, given with provideApiClient, else the browser's), once its module is here. */
export const loadBrowserApi = (): Promise<ApiClient> => loadApiClientModule().then((m) => m.seamClient());
