import { createApiSeam } from '@nivaas/api-client';

/**
 * The calls of the home screen and its campaign page.
 * Its `get-*` functions run outside React (in a loader, an early read or a handler), so they call `homeApi.api`:
 * a spec's fake given with `provideApiClient`, else the browser's client, asked for when a call is made.
 */
export const homeApi = createApiSeam([
  'getCampaignBanners',
  'getCampaignBanner',
  'getContentsV1',
  'getContentsV2',
  'getLandingPageContent',
  'getPopularCities',
]);
