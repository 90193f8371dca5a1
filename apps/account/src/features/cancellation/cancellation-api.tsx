import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The calls of the cancellation page. */
export type CancellationApi = Pick<ApiClient, 'getCancellationDetails' | 'cancelBooking'>;

const CancellationApiContext = createContext<CancellationApi | null>(null);

/** Specs (and a harness) hand the feature a client; without a provider it uses the browser's. */
export function CancellationApiProvider({
  api,
  children,
}: {
  readonly api: CancellationApi;
  readonly children: ReactNode;
}) {
  return <CancellationApiContext.Provider value={api}>{children}</CancellationApiContext.Provider>;
}

/** The browser's client is created only when a call is made (in an effect or a handler): server-render safe. */
const browserApi: CancellationApi = {
  getCancellationDetails: (input, options) => getBrowserApiClient().getCancellationDetails(input, options),
  cancelBooking: (input, options) => getBrowserApiClient().cancelBooking(input, options),
};

export function useCancellationApi(): CancellationApi {
  return useContext(CancellationApiContext) ?? browserApi;
}
