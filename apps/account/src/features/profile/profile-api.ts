import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The calls of the profile screens (my profile, update profile). */
export type ProfileApi = Pick<
  ApiClient,
  | 'getProfile'
  | 'getCompanyProfile'
  | 'getWhatsappOptIn'
  | 'updateProfile'
  | 'updateGstin'
  | 'removeGstin'
  | 'setWhatsappOptIn'
  | 'getContentsV2'
>;

const seam = createApiSeam<keyof ProfileApi>([
  'getProfile',
  'getCompanyProfile',
  'getWhatsappOptIn',
  'updateProfile',
  'updateGstin',
  'removeGstin',
  'setWhatsappOptIn',
  'getContentsV2',
]);

/** Specs (and a harness) hand it a fake client; without a provider the browser's client is used, when a call is made. */
export const ProfileApiProvider = seam.Provider;
export const useProfileApi = seam.useApi;
