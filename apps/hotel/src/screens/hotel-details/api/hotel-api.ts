import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The calls the hotel details screen makes (its loader and its sections). */
export type HotelApi = Pick<
  ApiClient,
  | 'getHotelDetails'
  | 'getRoomPrices'
  | 'getCompanyProfile'
  | 'getCorporatePrice'
  | 'getHotelAvailability'
  | 'getPsychologicalTriggers'
  | 'getContentsV1'
  | 'getWallet'
  | 'createShortLink'
>;

const seam = createApiSeam<keyof HotelApi>([
  'getHotelDetails',
  'getRoomPrices',
  'getCompanyProfile',
  'getCorporatePrice',
  'getHotelAvailability',
  'getPsychologicalTriggers',
  'getContentsV1',
  'getWallet',
  'createShortLink',
]);

/** Specs (and a harness) hand the screen's sections a client; without a provider they use `hotelApi`. */
export const HotelApiProvider = seam.Provider;
export const useHotelApi = seam.useApi;
/** The loader's calls: a spec's client (`provideApiClient`) or the browser's, asked for when a call is made. */
export const hotelApi: HotelApi = seam.api;
