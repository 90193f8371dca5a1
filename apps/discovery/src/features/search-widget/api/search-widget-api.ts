import { createApiSeam } from '@nivaas/api-client';

/**
 * The calls of the search widget. Its loader and early reads call `searchWidgetApi.api`; a spec hands in a fake with `provideApiClient`
 * (or `searchWidgetApi.Provider`), and without one the browser's client is asked for when a call is made.
 */
export const searchWidgetApi = createApiSeam(['getSearchSuggestions']);
