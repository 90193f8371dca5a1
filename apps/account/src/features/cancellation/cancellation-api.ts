import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The calls of the cancellation page. */
export type CancellationApi = Pick<ApiClient, 'getCancellationDetails' | 'cancelBooking'>;

const seam = createApiSeam<keyof CancellationApi>(['getCancellationDetails', 'cancelBooking']);

/** Specs (and a harness) hand it a fake client; without a provider the browser's client is used, when a call is made. */
export const CancellationApiProvider = seam.Provider;
export const useCancellationApi = seam.useApi;
