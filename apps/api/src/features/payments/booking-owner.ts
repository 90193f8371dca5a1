import type { SessionUser } from '../../http/auth-context';
import { normalisePhone, validPhoneOrNull } from '../../phone/normalise-phone';
import type { BookingRow } from './booking-row';
import type { CheckedGuest } from './guest-details';

/**
 * Whose bookings a signed-in user sees ("bookings belong to their phone"). A booking is the user's
 * when it was made in their account, or when it was made with the phone they proved by OTP and went through
 * (confirmed once, so its SMS with the booking's links reached that phone): made before they had an account,
 * made signed out, or made in someone else's account with their number. The link is a query, not a write: no
 * row is moved, no state is kept in a process, nothing has to run once, so any number of API instances on one
 * PostgreSQL answer the same whenever they are asked. users.phone is set only by sign-in with an OTP
 * (userForPhone) or by PhonePe's verified login; a profile update cannot change it, so it is always proven.
 */
export interface BookingViewer {
  readonly userId: number;
  /** The user's proven phone in E.164 (normalisePhone), or null (a Google account without a phone). */
  readonly phone: string | null;
}

/** The session's user as a viewer of bookings; null when nobody is signed in. */
export function viewerOf(user: Pick<SessionUser, 'id' | 'phone'> | null | undefined): BookingViewer | null {
  if (!user) return null;
  // Sign-in by OTP is for Indian mobiles (the contract's PhoneNumber): users.phone holds the 10 digits.
  return { userId: user.id, phone: validPhoneOrNull(user.phone, '+91') };
}

/** The guest's mobile as stored on the booking (guest_phone), normalised the same way as the user's phone. */
export const guestPhoneOf = (guest: Pick<CheckedGuest, 'mobile' | 'country_code'>): string =>
  normalisePhone(guest.mobile, guest.country_code);

/**
 * The SQL condition "this booking is the viewer's", over the bookings table (no alias), with the viewer's id and
 * phone as the parameters numbered `idParam` and `phoneParam`. Backed by bookings_user and bookings_guest_phone.
 */
export const ownedBySql = (idParam: number, phoneParam: number): string =>
  `(user_id = $${idParam} OR (guest_phone IS NOT NULL AND guest_phone = $${phoneParam} AND confirmed_at IS NOT NULL))`;

/** The same rule on a row already read. */
export function isOwnedBy(
  b: Pick<BookingRow, 'user_id' | 'guest_phone' | 'confirmed_at'>,
  viewer: BookingViewer | null,
) {
  if (!viewer) return false;
  if (b.user_id !== null && b.user_id === viewer.userId) return true;
  return viewer.phone !== null && b.guest_phone === viewer.phone && b.confirmed_at !== null;
}
