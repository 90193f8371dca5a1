import { PHONEPE_GUEST_KEY } from '@nivaas/domain/sign-in';
import { isValidEmail, type UserProfile } from '@nivaas/domain/validation';
import type { KeyValueStorage } from '../adapters/key-value-storage';

/**
 * Guest details kept for the PhonePe app, in the platform storage (localStorage, 30-day cookie when the
 * webview has none) under PHONEPE_GUEST_KEY (@nivaas/domain), as JSON `{ "name": string, "mobile":
 * "9876543210", "email"?: string }`. Written after every PhonePe sign-in (from the profile) and by checkout
 * when a guest books inside the app; read by the shell's launch when the grant token fails, and by checkout
 * to pre-fill the guest form for a visitor who is not signed in.
 */
export interface PhonepeGuestDetails {
  readonly name: string;
  /** An Indian mobile (10 digits, 6-9 first), or '' when none was kept. */
  readonly mobile: string;
  readonly email?: string;
}

const MOBILE = /^[6-9]\d{9}$/;
const clean = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** Checks stored details: a corrupt or tampered entry is dropped rather than pre-filled. */
export function parsePhonepeGuestDetails(raw: string | null): PhonepeGuestDetails | null {
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

/** The kept details, or null; a corrupt entry is removed. */
export function readPhonepeGuestDetails(storage: KeyValueStorage): PhonepeGuestDetails | null {
  const raw = storage.getItem(PHONEPE_GUEST_KEY);
  const details = parsePhonepeGuestDetails(raw);
  if (raw && !details) storage.removeItem(PHONEPE_GUEST_KEY);
  return details;
}

/** Keeps guest details (what checkout's guest typed inside the app), only what passes the checks. */
export function writePhonepeGuestDetails(storage: KeyValueStorage, guest: PhonepeGuestDetails): void {
  const details = parsePhonepeGuestDetails(JSON.stringify(guest));
  if (details) storage.setItem(PHONEPE_GUEST_KEY, JSON.stringify(details));
}

/** Keeps what a PhonePe sign-in told us, so a later launch without a token can still pre-fill checkout. */
export function savePhonepeGuestDetails(storage: KeyValueStorage, profile: UserProfile): void {
  writePhonepeGuestDetails(storage, { name: profile.name, mobile: profile.mobile, email: profile.email });
}
