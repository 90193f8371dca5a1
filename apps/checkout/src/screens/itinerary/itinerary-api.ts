import { createApiSeam, type ApiClient } from '@nivaas/api-client';
import { getBrowserSessionStorage, createMemoryStorage, type KeyValueStorage } from '@nivaas/state';

/** The calls the itinerary screen and its sections make (the payment section has its own). */
export type ItineraryApi = Pick<
  ApiClient,
  | 'createItinerary'
  | 'getItinerary'
  | 'getHotelDetails'
  | 'getRoomPrices'
  | 'getItineraryCoupons'
  | 'applyCoupon'
  | 'removeCoupon'
  | 'applyWallet'
  | 'removeWallet'
  | 'updateGstin'
  | 'removeGstin'
  | 'getCompanyProfile'
  | 'getWhatsappOptIn'
  | 'setWhatsappOptIn'
>;

export interface ItineraryServices {
  readonly api: ItineraryApi;
  /** Where the typed guest details wait for a return from the gateway: this tab's sessionStorage. */
  readonly draftStorage: KeyValueStorage;
}

// The storage is looked up on first use in the browser, never at import (server-render safe), and once.
const seam = createApiSeam<keyof ItineraryApi, Omit<ItineraryServices, 'api'>>(
  [
    'createItinerary',
    'getItinerary',
    'getHotelDetails',
    'getRoomPrices',
    'getItineraryCoupons',
    'applyCoupon',
    'removeCoupon',
    'applyWallet',
    'removeWallet',
    'updateGstin',
    'removeGstin',
    'getCompanyProfile',
    'getWhatsappOptIn',
    'setWhatsappOptIn',
  ],
  () => ({ draftStorage: getBrowserSessionStorage() ?? createMemoryStorage() }),
);

/** Specs (and a harness) hand the screen its calls and storage; without a provider, the browser's. */
export const ItineraryServicesProvider = seam.ServicesProvider;
export const useItineraryServices: () => ItineraryServices = seam.useServices;
