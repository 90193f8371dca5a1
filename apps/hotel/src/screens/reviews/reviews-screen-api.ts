import { createApiSeam } from '@nivaas/api-client';

/**
 * The reviews page loader's one call. A spec hands in a fake with `provideApiClient`;
 * without one the browser's client is asked for when the call is made.
 */
export const reviewsScreenApi = createApiSeam(['getHotelDetails']);
