import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The calls of the rewards screens (rewards, introducing rewards). */
export type RewardsApi = Pick<ApiClient, 'getWallet' | 'getWalletStatements' | 'getContentsV2'>;

const RewardsApiContext = createContext<RewardsApi | null>(null);

/** Specs (and a harness) hand the screens their calls; without a provider they use the browser's client. */
export function RewardsApiProvider({ api, children }: { readonly api: RewardsApi; readonly children: ReactNode }) {
  return <RewardsApiContext.Provider value={api}>{children}</RewardsApiContext.Provider>;
}

/** The browser's client, asked for only when a call is made (in an effect or a handler): server-render safe. */
const browserApi: RewardsApi = {
  getWallet: (input, options) => getBrowserApiClient().getWallet(input, options),
  getWalletStatements: (input, options) => getBrowserApiClient().getWalletStatements(input, options),
  getContentsV2: (input, options) => getBrowserApiClient().getContentsV2(input, options),
};

export function useRewardsApi(): RewardsApi {
  return useContext(RewardsApiContext) ?? browserApi;
}
