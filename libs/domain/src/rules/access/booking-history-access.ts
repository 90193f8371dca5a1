/** The utm_source of payment-wallet app traffic (docs/rules.md section 1). */
export const PHONEPE_UTM_SOURCE = 'phonepe_app';

/**
 * docs/rules.md section 2: unauthenticated users on booking history are sent to login with the
 * redirect, except phonepe_app traffic (the wallet app logs them in itself).
 */
export function mustLoginForBookingHistory(isAuthenticated: boolean, utmSource: string | null | undefined): boolean {
  return !isAuthenticated && utmSource !== PHONEPE_UTM_SOURCE;
}
