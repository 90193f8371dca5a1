import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The calls the listing makes. */
export type ListingApi = Pick<
  ApiClient,
  'getCities' | 'getFacilities' | 'searchHotels' | 'getHotelPrices' | 'getPsychologicalTriggers' | 'getContentsV2'
>;

/** The browser's client; component tests replace this module with a fake. */
export function getListingApi(): ListingApi {
  return getBrowserApiClient();
}
