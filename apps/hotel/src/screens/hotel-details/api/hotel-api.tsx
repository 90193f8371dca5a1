import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

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

const HotelApiContext = createContext<HotelApi | null>(null);

/** Specs (and a harness) hand the screen a client; without a provider it uses the browser's. */
export function HotelApiProvider({ api, children }: { readonly api: HotelApi; readonly children: ReactNode }) {
  return <HotelApiContext.Provider value={api}>{children}</HotelApiContext.Provider>;
}

/** The loader's client: the browser's (a loader runs outside React, so specs pass theirs as an argument). */
export function getHotelApi(): HotelApi {
  return getBrowserApiClient();
}

export function useHotelApi(): HotelApi {
  return useContext(HotelApiContext) ?? getHotelApi();
}
