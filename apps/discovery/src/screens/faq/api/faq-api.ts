import { createApiSeam } from '@nivaas/api-client';

/**
 * The calls of the FAQ screen. Its loader and early reads call `faqApi.api`; a spec hands in a fake with `provideApiClient`
 * (or `faqApi.Provider`), and without one the browser's client is asked for when a call is made.
 */
export const faqApi = createApiSeam(['getContentsV1', 'getFaqs', 'addQuestion']);
