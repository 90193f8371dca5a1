/**
 * Where the PhonePe app's traffic is remembered, shared so the shell writes and checkout reads the
 * same keys. A session cookie marks the source for the visit (not the 30-day attribution cookie:
 * a visitor who once came from the wallet app is not a wallet-app visitor in a normal browser).
 */
export const TRAFFIC_SOURCE_COOKIE = 'nivaas_traffic_source';

/** Platform storage key of the guest details (JSON `{ name, mobile, email? }`) the PhonePe app handed over. */
export const PHONEPE_GUEST_KEY = 'nivaas_phonepe_guest';
