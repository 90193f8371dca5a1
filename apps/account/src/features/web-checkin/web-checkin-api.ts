import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The calls of the web check-in page. */
export type WebCheckinApi = Pick<ApiClient, 'getWebCheckin' | 'submitWebCheckin'>;

const seam = createApiSeam<keyof WebCheckinApi>(['getWebCheckin', 'submitWebCheckin']);

/** Specs (and a harness) hand it a fake client; without a provider the browser's client is used, when a call is made. */
export const WebCheckinApiProvider = seam.Provider;
export const useWebCheckinApi = seam.useApi;
