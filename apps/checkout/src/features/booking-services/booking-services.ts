import { createApiSeam, type ApiClient } from '@nivaas/api-client';
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

// Each service reaches the browser only when used, so rendering on a server never creates the browser's platform.
const seam = createApiSeam<keyof BookingApi, Omit<BookingServices, 'api'>>(
  ['getPaymentStatus', 'gatewayCallback', 'getConfirmation', 'payBalance', 'getContentsV2'],
  () => ({ assignLocation: (url) => browserWindow()?.location.assign(url), razorpay: razorpayCheckoutFor }),
);

/** Specs (and a harness) hand the screens their services; without a provider they use the browser's. */
export const BookingServicesProvider = seam.ServicesProvider;
export const useBookingServices: () => BookingServices = seam.useServices;
