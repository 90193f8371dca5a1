import { createApiSeam } from '@nivaas/api-client';

/**
 * The calls of the search screen.
 * Its `get-*` functions run outside React (in a loader, an early read or a handler), so they call `searchApi.api`:
 * a spec's fake given with `provideApiClient`, else the browser's client, asked for when a call is made.
 */
export const searchApi = createApiSeam(['getPopularCities', 'searchHotels']);
