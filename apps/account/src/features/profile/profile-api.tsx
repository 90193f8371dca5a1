import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The calls of the profile screens (my profile, update profile). */
export type ProfileApi = Pick<
  ApiClient,
  | 'getProfile'
  | 'getCompanyProfile'
  | 'getWhatsappOptIn'
  | 'updateProfile'
  | 'updateGstin'
  | 'setWhatsappOptIn'
  | 'getContentsV2'
>;

const ProfileApiContext = createContext<ProfileApi | null>(null);

/** Specs (and a harness) hand the screens their calls; without a provider they use the browser's client. */
export function ProfileApiProvider({ api, children }: { readonly api: ProfileApi; readonly children: ReactNode }) {
  return <ProfileApiContext.Provider value={api}>{children}</ProfileApiContext.Provider>;
}

/** The browser's client, asked for only when a call is made (in an effect or a handler): server-render safe. */
const browserApi: ProfileApi = {
  getProfile: (input, options) => getBrowserApiClient().getProfile(input, options),
  getCompanyProfile: (input, options) => getBrowserApiClient().getCompanyProfile(input, options),
  getWhatsappOptIn: (input, options) => getBrowserApiClient().getWhatsappOptIn(input, options),
  updateProfile: (input, options) => getBrowserApiClient().updateProfile(input, options),
  updateGstin: (input, options) => getBrowserApiClient().updateGstin(input, options),
  setWhatsappOptIn: (input, options) => getBrowserApiClient().setWhatsappOptIn(input, options),
  getContentsV2: (input, options) => getBrowserApiClient().getContentsV2(input, options),
};

export function useProfileApi(): ProfileApi {
  return useContext(ProfileApiContext) ?? browserApi;
}
