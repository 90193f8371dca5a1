import type { ApiClient } from '@nivaas/api-client';
import { createServicesSeam } from '@nivaas/api-client/seam';
import { browserDocument, browserWindow } from '@nivaas/state';
import { readGoogleClientId, readGoogleIdentityUrl } from './google/google-client-id';
import type { GoogleIdentity } from './google/google-identity';
import type { PhonepeSdk } from './phonepe/phonepe-sdk';
import { loadBrowserApi } from '../../api/load-browser-api';

/** The calls sign-in makes; tests hand in fakes of just these. */
export type AuthApi = Pick<
  ApiClient,
  | 'sendOtp'
  | 'resendOtp'
  | 'createCaptchaChallenge'
  | 'verifyOtp'
  | 'loginGoogle'
  | 'loginPhonepe'
  | 'logout'
  | 'getContentsV1'
  | 'requestPasswordReset'
>;

/** What the sign-in feature needs from the outside world, behind one seam. */
export interface AuthServices {
  /** The API client, loaded on first use so pages that never sign in do not fetch it. */
  readonly api: () => Promise<AuthApi>;
  /** Google Identity Services when `<html data-google-client-id>` is set, else null (no button, no script). */
  readonly google: GoogleIdentity | null;
  readonly phonepe: () => Promise<PhonepeSdk>;
  /** Leaves the site (the wallet app's redirectUrl). */
  readonly assignLocation: (url: string) => void;
}

/**
 * Google's adapter loads with the first Google button (inside the sign-in flow), not with every page: Google
 * Identity Services, or the local identity page's adapter when the server names one (SIGN_IN_SIMULATORS=on).
 */
function deferredGoogleIdentity(clientId: string, doc: Document, identityUrl: string | null): GoogleIdentity {
  let adapter: Promise<GoogleIdentity> | null = null;
  return {
    renderButton: (container, onCredential, options) => {
      const win = doc.defaultView;
      adapter ??= (
        identityUrl && win
          ? import('./google/local-google-identity').then((m) =>
              m.createLocalGoogleIdentity(clientId, identityUrl, win),
            )
          : import('./google/google-identity').then((m) => m.createGoogleIdentity(clientId, doc))
      ).catch((error: unknown) => {
        adapter = null; // a later button may load it once the network is back
        throw error;
      });
      return adapter.then((identity) => identity.renderButton(container, onCredential, options));
    },
  };
}

/** The browser's services, built on first use (never at import, so the module is server-safe). */
function browserAuthServices(): AuthServices {
  const page = browserDocument();
  const clientId = page ? readGoogleClientId(page) : null;
  return {
    api: loadBrowserApi,
    google: page && clientId ? deferredGoogleIdentity(clientId, page, readGoogleIdentityUrl(page)) : null,
    phonepe: () =>
      import('./phonepe/phonepe-sdk').then((m) => {
        const win = browserWindow();
        return win ? m.createPhonepeSdk(win) : m.NO_PHONEPE_SDK;
      }),
    assignLocation: (url) => browserWindow()?.location.assign(url),
  };
}

// The seam without the client: the shell's first load does not carry the client module, `api` loads it on demand.
const seam = createServicesSeam(browserAuthServices);

export const AuthServicesProvider = seam.Provider;
export const useAuthServices = seam.useServices;
