/** The contract's BookingToken: 22 to 64 base64url characters. */
const BOOKING_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
/** The contract's OrderIdParam: 1 to 40 characters; ours are letters, digits, `_` and `-`. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The booking token of a URL (`?t=`): the capability that opens a booking without signing in. A value that
 * cannot be a token is ignored (the API would refuse it), so a signed-in owner still sees their booking.
 */
export function bookingTokenOf(searchParams: URLSearchParams): string | undefined {
  const value = searchParams.get('t')?.trim();
  return value && BOOKING_TOKEN.test(value) ? value : undefined;
}

/** A booking id of a URL, or null when it cannot be one (no call is made for it). */
export function bookingIdOf(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && ORDER_ID.test(text) ? text : null;
}
