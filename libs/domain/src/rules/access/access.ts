/** The utm_source of payment-wallet app traffic (docs/rules.md section 1). */
export const PHONEPE_UTM_SOURCE = 'phonepe_app';

/**
 * docs/rules.md section 2: unauthenticated users on booking history are sent to login with the
 * redirect, except phonepe_app traffic (the wallet app logs them in itself).
 */
export function mustLoginForBookingHistory(isAuthenticated: boolean, utmSource: string | null | undefined): boolean {
  return !isAuthenticated && utmSource !== PHONEPE_UTM_SOURCE;
}

/** docs/rules.md section 2: search type is 'search' on /search/, otherwise 'browse'. */
export function analyticsSearchType(pathname: string): 'search' | 'browse' {
  return /^\/search\//.test(pathname) ? 'search' : 'browse';
}

/**
 * Where the PhonePe app's traffic is remembered, shared so the shell writes and checkout reads the
 * same keys. A session cookie marks the source for the visit (not the 30-day attribution cookie:
 * a visitor who once came from the wallet app is not a wallet-app visitor in a normal browser).
 */
export const TRAFFIC_SOURCE_COOKIE = 'nivaas_traffic_source';

/** Platform storage key of the guest details (JSON `{ name, mobile, email? }`) the PhonePe app handed over. */
export const PHONEPE_GUEST_KEY = 'nivaas_phonepe_guest';
