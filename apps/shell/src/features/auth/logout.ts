import type { Platform } from '@nivaas/state';
import type { AuthApi } from './auth-services';

let inProgress = 0;

/** True while a visitor's own logout runs, so its session change is not announced as an expiry. */
export const isLoggingOut = (): boolean => inProgress > 0;

/**
 * Logout (docs/rules.md section 4): the API invalidates the token, then the session store clears token and
 * profile, sets isAuthenticated false and keeps only the first booking-history entry; its auth/changed
 * event resets the wallet (keeping the rewards flag). The local session is cleared even when the call
 * fails: a visitor who asked to log out must not stay signed in on this device.
 */
export async function logout(
  platform: Pick<Platform, 'session'>,
  api: () => Promise<Pick<AuthApi, 'logout'>>,
): Promise<void> {
  inProgress += 1;
  try {
    if (platform.session.getToken()) await (await api()).logout();
  } catch {
    // A 401 here means the token was already dead (and the bus has cleared the session); a network
    // failure leaves a server session that expires on its own. Either way the device signs out.
  } finally {
    platform.session.logout();
    inProgress -= 1;
  }
}
