import type { Confirmation } from '@nivaas/api-client/contract';
import { isSameSitePath } from '@nivaas/routes';

/** What the confirmation says the booking is: a success only when it is one. */
export type BookingState = 'confirmed' | 'payAtHotel' | 'partPaid' | 'pending' | 'failed' | 'cancelled';

export function bookingStateOf(confirmation: Confirmation): BookingState {
  const { payment, booking } = confirmation;
  if (/cancel/i.test(booking.status)) return 'cancelled';
  if (payment.payment_status === 'pending') return 'pending';
  if (payment.payment_status === 'failed') return 'failed';
  if (payment.mode === 'pay_at_hotel') return 'payAtHotel';
  if (payment.mode === 'part_pay' && payment.pending_amount > 0) return 'partPaid';
  return 'confirmed';
}

/** A booking counts as confirmed (the analytics event, calendar) once paid or booked to pay at the hotel. */
export const isConfirmedState = (state: BookingState): boolean =>
  state === 'confirmed' || state === 'payAtHotel' || state === 'partPaid';

/** A site path of the API's `links` (cancellation, web check-in...): followed only when it stays on the site. */
export const sitePath = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.length <= 500 && isSameSitePath(value) ? value : null;

/** The hotel's map link: https only (content is data, a `javascript:` link would run). */
export function mapUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 1000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The hotel's phone for a `tel:` link: + and digits, at least 6 digits. */
export function dialable(phone: string | null | undefined): string | null {
  const dial = (phone ?? '').replace(/[^+\d]/g, '');
  return /^\+?\d{6,15}$/.test(dial) ? dial : null;
}

/** A room type code as a name: "oak" -> "Oak", "mahogany_suite" -> "Mahogany suite". */
export const roomTypeName = (type: string): string => {
  const text = type.replace(/[_-]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : type;
};
