import {
  readPhonepeGuestDetails,
  savePhonepeGuestDetails,
  type PhonepeGuestDetails,
  type Platform,
} from '@nivaas/state';
import type { AuthApi } from '../auth-services';
import type { PhonepeSdk } from './phonepe-sdk';

export type PhonepeLaunchOutcome =
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'already-signed-in' }
  | { readonly kind: 'guest'; readonly guest: PhonepeGuestDetails | null };

export interface PhonepeLaunchDeps {
  readonly platform: Pick<Platform, 'session' | 'storage'>;
  readonly api: () => Promise<Pick<AuthApi, 'loginPhonepe'>>;
  readonly sdk: () => Promise<PhonepeSdk>;
}

/**
 * docs/rules.md section 4: a payment-app launch fetches a grant token and logs in with it; on failure it
 * falls back to guest details from the app's storage (`readPhonepeGuestDetails` of @nivaas/state), which checkout pre-fills.
 * A signed-in visitor is left alone: the wallet does not need to log them in twice.
 */
export async function launchPhonepe({ platform, api, sdk }: PhonepeLaunchDeps): Promise<PhonepeLaunchOutcome> {
  if (platform.session.store.getState().isAuthenticated) return { kind: 'already-signed-in' };
  try {
    const token = await (await sdk()).fetchGrantToken();
    const user = await (await api()).loginPhonepe({ body: { token } });
    platform.session.login(user.token, user);
    const { profile } = platform.session.store.getState();
    if (profile) savePhonepeGuestDetails(platform.storage, profile);
    return { kind: 'signed-in' };
  } catch {
    return { kind: 'guest', guest: readPhonepeGuestDetails(platform.storage) };
  }
}
