import { createApiSeam } from '@nivaas/api-client';

/**
 * The calls of the cities screen.
 * Its `get-*` functions run outside React (in a loader, an early read or a handler), so they call `citiesApi.api`:
 * a spec's fake given with `provideApiClient`, else the browser's client, asked for when a call is made.
 */
export const citiesApi = createApiSeam(['getCities']);
