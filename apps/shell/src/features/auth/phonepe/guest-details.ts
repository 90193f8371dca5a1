import { type KeyValueStorage } from '@nivaas/state';
import { isValidEmail, PHONEPE_GUEST_KEY, type UserProfile } from '@nivaas/domain';

/**
 * Guest details kept for the PhonePe app, in the platform storage (localStorage, 30-day cookie when
 * the webview has none) under PHONEPE_GUEST_KEY (@nivaas/state), as JSON `{ "name": string, "mobile": "9876543210",
 * "email"?: string }`. Written after every PhonePe sign-in (from the profile) and by checkout when a
 * guest books inside the app; read by the launch when the grant token fails, and by checkout to
 * pre-fill the guest form for a visitor who is not signed in.
 */
export { PHONEPE_GUEST_KEY };

export interface GuestDetails {
  readonly name: string;
  readonly mobile: string;
  readonly email?: string;
}

const MOBILE = /^[6-9]\d{9}$/;
const clean = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** Checks stored details: a corrupt or tampered entry is dropped rather than pre-filled. */
export function parseGuestDetails(raw: string | null): GuestDetails | null {
  if (!raw) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const name = clean(value['name'], 80);
  const mobile = clean(value['mobile'], 10);
  const email = clean(value['email'], 120);
  if (!name && !MOBILE.test(mobile)) return null;
  return {
    name,
    mobile: MOBILE.test(mobile) ? mobile : '',
    ...(email && isValidEmail(email) ? { email } : {}),
  };
}

export function readGuestDetails(storage: KeyValueStorage): GuestDetails | null {
  const raw = storage.getItem(PHONEPE_GUEST_KEY);
  const details = parseGuestDetails(raw);
  if (raw && !details) storage.removeItem(PHONEPE_GUEST_KEY);
  return details;
}

/** Keeps what a PhonePe sign-in told us, so a later launch without a token can still pre-fill checkout. */
export function saveGuestDetails(storage: KeyValueStorage, profile: UserProfile): void {
  const details = parseGuestDetails(
    JSON.stringify({ name: profile.name, mobile: profile.mobile, email: profile.email }),
  );
  if (details) storage.setItem(PHONEPE_GUEST_KEY, JSON.stringify(details));
}
