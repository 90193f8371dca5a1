import { createApiSeam } from '@nivaas/api-client';

/**
 * The calls of the search screen. Its loader and early reads call `searchApi.api`; a spec hands in a fake with `provideApiClient`
 * (or `searchApi.Provider`), and without one the browser's client is asked for when a call is made.
 */
export const searchApi = createApiSeam(['getPopularCities', 'searchHotels']);
