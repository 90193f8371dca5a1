import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The calls the listing makes. */
export type ListingApi = Pick<
  ApiClient,
  'getCities' | 'getFacilities' | 'searchHotels' | 'getHotelPrices' | 'getPsychologicalTriggers' | 'getContentsV2'
>;

/**
 * The listing's seam: its loader and the screen's later reads call `listingApi.api`; a spec hands in a fake with
 * `provideApiClient` (or passes one to the loader), and without one the browser's client is asked for when a call is made.
 */
export const listingApi = createApiSeam<keyof ListingApi>([
  'getCities',
  'getFacilities',
  'searchHotels',
  'getHotelPrices',
  'getPsychologicalTriggers',
  'getContentsV2',
]);
