import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';
import { browserWindow } from '@nivaas/state';
import { razorpayCheckoutFor, type RazorpayCheckout } from '../razorpay';

/** The calls of the after-payment screens (payment process, provider return, confirmation). */
export type BookingApi = Pick<
  ApiClient,
  'getPaymentStatus' | 'gatewayCallback' | 'getConfirmation' | 'payBalance' | 'getContentsV2'
>;

/** What the after-payment screens reach outside React: the API and a full-page navigation (to a gateway). */
export interface BookingServices {
  readonly api: BookingApi;
  /** Leaves the site for a URL (a gateway's checkout page): a full-page navigation, not the router. */
  readonly assignLocation: (url: string) => void;
  /** The provider's checkout for a publishable key (the honest local one without); the browser's by default. */
  readonly razorpay?: (keyId: string | null) => RazorpayCheckout;
}

const BookingServicesContext = createContext<BookingServices | null>(null);

/** Specs (and a harness) hand the screens their services; without a provider they use the browser's. */
export function BookingServicesProvider({
  services,
  children,
}: {
  readonly services: BookingServices;
  readonly children: ReactNode;
}) {
  return <BookingServicesContext.Provider value={services}>{children}</BookingServicesContext.Provider>;
}

/**
 * The browser's client, asked for only when a call is made (in an effect or a handler), so rendering on a server
 * never creates the browser's platform.
 */
const browserApi: BookingApi = {
  getPaymentStatus: (input, options) => getBrowserApiClient().getPaymentStatus(input, options),
  gatewayCallback: (input, options) => getBrowserApiClient().gatewayCallback(input, options),
  getConfirmation: (input, options) => getBrowserApiClient().getConfirmation(input, options),
  payBalance: (input, options) => getBrowserApiClient().payBalance(input, options),
  getContentsV2: (input, options) => getBrowserApiClient().getContentsV2(input, options),
};

const BROWSER_SERVICES: BookingServices = {
  api: browserApi,
  assignLocation: (url) => browserWindow()?.location.assign(url),
  razorpay: razorpayCheckoutFor,
};

/** The browser's services: each reaches the browser only when used. */
export function browserBookingServices(): BookingServices {
  return BROWSER_SERVICES;
}

export function useBookingServices(): BookingServices {
  return useContext(BookingServicesContext) ?? BROWSER_SERVICES;
}
