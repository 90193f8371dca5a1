import { tooManyRequestsText } from '@nivaas/domain/booking';
import { otpFailureOf, type OtpFailure } from '@nivaas/domain/sign-in';

/**
 * What a failed pay call comes to, for the section to act on: the itinerary changed under the guest (409
 * price_changed or already_booked: the screen reloads it and says so), too many requests (429), no answer at
 * all (status 0: the same request may be sent again with the same Idempotency-Key), or refused with a message.
 */
export type PayFailure =
  | { readonly kind: 'itinerary-changed'; readonly message: string }
  /** `message`: the API's sentence when one of its abuse limits said what was limited and until when. */
  | { readonly kind: 'too-many-requests'; readonly message?: string }
  | { readonly kind: 'network' }
  | { readonly kind: 'refused'; readonly message: string | null };

interface ErrorLike {
  readonly status?: unknown;
  readonly message?: unknown;
  readonly errors?: unknown;
  readonly data?: unknown;
  readonly tooManyRequests?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The first entry of the API's errors list, else its message (docs/rules.md section 8). */
const firstError = (e: ErrorLike): string | null =>
  (Array.isArray(e.errors) ? text(e.errors[0]) : null) ?? text(e.message);

/** already_booked: the API's sentence, naming the booking (its errors list carries the order id). */
function alreadyBookedText(e: ErrorLike): string | null {
  const message = text(e.message);
  const orderId = Array.isArray(e.errors) ? text(e.errors[0]) : null;
  if (!message) return orderId;
  return orderId && /^[A-Za-z0-9_-]{4,40}$/.test(orderId) && !message.includes(orderId)
    ? `${message}: ${orderId}`
    : message;
}

export function payFailureOf(error: unknown): PayFailure {
  const e = (error ?? {}) as ErrorLike;
  if (typeof e.status !== 'number') return { kind: 'refused', message: null };
  if (e.status === 0) return { kind: 'network' };
  if (e.tooManyRequests === true || e.status === 429) {
    // Only an abuse limit's sentence is passed on: the older 429 (a phone holding 2 such bookings) has the modal's words.
    const said = (e.data as { code?: unknown } | null)?.code === 'rate_limited' ? tooManyRequestsText(error) : null;
    return said ? { kind: 'too-many-requests', message: said } : { kind: 'too-many-requests' };
  }
  const code = (e.data as { code?: unknown } | null)?.code;
  if (e.status === 409 && (code === 'price_changed' || code === 'already_booked')) {
    const message = code === 'already_booked' ? alreadyBookedText(e) : firstError(e);
    if (message) return { kind: 'itinerary-changed', message };
  }
  return { kind: 'refused', message: firstError(e) };
}

/**
 * How the OTP modal words a failed step (docs/rules.md section 8's OTP errors: the first errors entry, else
 * 'Something went wrong, please try again later'). The booking call with a code is not an /otp/ path, so the
 * client's message is the body's error: the first entry of its list is what the OTP rule shows.
 */
export function otpStepFailureOf(error: unknown): OtpFailure {
  const failure = otpFailureOf(error);
  if (failure.kind !== 'rejected') return failure;
  const errors = (error as ErrorLike).errors;
  const first = Array.isArray(errors) ? text(errors[0]) : null;
  return first ? { kind: 'rejected', message: first } : failure;
}
