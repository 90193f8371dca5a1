import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The calls of the web check-in page. */
export type WebCheckinApi = Pick<ApiClient, 'getWebCheckin' | 'submitWebCheckin'>;

const WebCheckinApiContext = createContext<WebCheckinApi | null>(null);

/** Specs (and a harness) hand the feature a client; without a provider it uses the browser's. */
export function WebCheckinApiProvider({
  api,
  children,
}: {
  readonly api: WebCheckinApi;
  readonly children: ReactNode;
}) {
  return <WebCheckinApiContext.Provider value={api}>{children}</WebCheckinApiContext.Provider>;
}

/** The browser's client is created only when a call is made (in an effect or a handler): server-render safe. */
const browserApi: WebCheckinApi = {
  getWebCheckin: (input, options) => getBrowserApiClient().getWebCheckin(input, options),
  submitWebCheckin: (input, options) => getBrowserApiClient().submitWebCheckin(input, options),
};

export function useWebCheckinApi(): WebCheckinApi {
  return useContext(WebCheckinApiContext) ?? browserApi;
}
