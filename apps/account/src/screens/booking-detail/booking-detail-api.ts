import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The one call of a booking's details. */
export type BookingDetailApi = Pick<ApiClient, 'getBookingDetail'>;

const seam = createApiSeam<keyof BookingDetailApi>(['getBookingDetail']);

/** Specs (and a harness) hand it a fake client; without a provider the browser's client is used, when a call is made. */
export const BookingDetailApiProvider = seam.Provider;
export const useBookingDetailApi = seam.useApi;
