import { createApiSeam } from '@nivaas/api-client';

/**
 * The calls of the cities screen. Its loader and early reads call `citiesApi.api`; a spec hands in a fake with `provideApiClient`
 * (or `citiesApi.Provider`), and without one the browser's client is asked for when a call is made.
 */
export const citiesApi = createApiSeam(['getCities']);
