import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The one call of the booking history list. */
export type BookingHistoryApi = Pick<ApiClient, 'getBookingHistory'>;

const seam = createApiSeam<keyof BookingHistoryApi>(['getBookingHistory']);

/** Specs (and a harness) hand it a fake client; without a provider the browser's client is used, when a call is made. */
export const BookingHistoryApiProvider = seam.Provider;
export const useBookingHistoryApi = seam.useApi;
