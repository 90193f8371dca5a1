import { createApiSeam } from '@nivaas/api-client';

/**
 * The calls of the content feature. Its loader and early reads call `contentApi.api`; a spec hands in a fake with `provideApiClient`
 * (or `contentApi.Provider`), and without one the browser's client is asked for when a call is made.
 */
export const contentApi = createApiSeam(['getContentsV2']);
