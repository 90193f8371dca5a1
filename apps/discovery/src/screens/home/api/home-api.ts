import { createApiSeam } from '@nivaas/api-client';

/**
 * The calls of the home screen and its campaign page. Its loader and early reads call `homeApi.api`; a spec hands in a fake with `provideApiClient`
 * (or `homeApi.Provider`), and without one the browser's client is asked for when a call is made.
 */
export const homeApi = createApiSeam([
  'getCampaignBanners',
  'getCampaignBanner',
  'getContentsV1',
  'getContentsV2',
  'getLandingPageContent',
  'getPopularCities',
]);
