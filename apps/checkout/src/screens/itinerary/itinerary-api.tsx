import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';
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

const ItineraryServicesContext = createContext<ItineraryServices | null>(null);

/** Specs (and a harness) hand the screen its calls and storage; without a provider, the browser's. */
export function ItineraryServicesProvider({
  services,
  children,
}: {
  readonly services: ItineraryServices;
  readonly children: ReactNode;
}) {
  return <ItineraryServicesContext.Provider value={services}>{children}</ItineraryServicesContext.Provider>;
}

// Created on first use in the browser, never at import (server-render safe), and once, so hooks see one value.
let browserServices: ItineraryServices | null = null;
const getBrowserServices = (): ItineraryServices =>
  (browserServices ??= {
    api: getBrowserApiClient(),
    draftStorage: getBrowserSessionStorage() ?? createMemoryStorage(),
  });

export function useItineraryServices(): ItineraryServices {
  return useContext(ItineraryServicesContext) ?? getBrowserServices();
}
