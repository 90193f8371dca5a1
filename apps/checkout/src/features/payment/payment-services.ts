import { createApiSeam, type ApiClient } from '@nivaas/api-client';
import { browserWindow } from '@nivaas/state';

/** The calls the payment section makes. */
export type PaymentApi = Pick<
  ApiClient,
  | 'getPaymentMethods'
  | 'getPaymentOffers'
  | 'payNow'
  | 'partPay'
  | 'payAtHotel'
  | 'sendOtp'
  | 'resendOtp'
  | 'getContentsV1'
  | 'getContentsV2'
>;

export interface PaymentServices {
  readonly api: PaymentApi;
  /** A full-page navigation to the payment gateway's page (it leaves the site and comes back to payment-process). */
  readonly goToGateway: (url: string) => void;
}

// Built on first use, never at import (server-render safe), and once, so hooks see a stable value.
const seam = createApiSeam<keyof PaymentApi, Omit<PaymentServices, 'api'>>(
  [
    'getPaymentMethods',
    'getPaymentOffers',
    'payNow',
    'partPay',
    'payAtHotel',
    'sendOtp',
    'resendOtp',
    'getContentsV1',
    'getContentsV2',
  ],
  () => ({ goToGateway: (url) => browserWindow()?.location.assign(url) }),
);

/** Specs (and a harness) hand the section its calls and the gateway navigation; without it, the browser's. */
export const PaymentServicesProvider = seam.ServicesProvider;
export const usePaymentServices: () => PaymentServices = seam.useServices;
