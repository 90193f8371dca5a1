import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';
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

const PaymentServicesContext = createContext<PaymentServices | null>(null);

/** Specs (and a harness) hand the section its calls and the gateway navigation; without it, the browser's. */
export function PaymentServicesProvider({
  services,
  children,
}: {
  readonly services: PaymentServices;
  readonly children: ReactNode;
}) {
  return <PaymentServicesContext.Provider value={services}>{children}</PaymentServicesContext.Provider>;
}

// Created on first use, never at import (server-render safe), and once, so hooks see a stable value.
let browserServices: PaymentServices | null = null;
const getBrowserServices = (): PaymentServices =>
  (browserServices ??= {
    api: getBrowserApiClient(),
    goToGateway: (url) => browserWindow()?.location.assign(url),
  });

export function usePaymentServices(): PaymentServices {
  return useContext(PaymentServicesContext) ?? getBrowserServices();
}
