import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The calls of the rewards screens (rewards, introducing rewards). */
export type RewardsApi = Pick<ApiClient, 'getWallet' | 'getWalletStatements' | 'getContentsV2'>;

const seam = createApiSeam<keyof RewardsApi>(['getWallet', 'getWalletStatements', 'getContentsV2']);

/** Specs (and a harness) hand it a fake client; without a provider the browser's client is used, when a call is made. */
export const RewardsApiProvider = seam.Provider;
export const useRewardsApi = seam.useApi;
