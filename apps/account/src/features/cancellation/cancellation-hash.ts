/** The contract's cancellation hash (CancellationParam): 22 to 64 base64url characters. */
const CANCELLATION_HASH = /^[A-Za-z0-9_-]{22,64}$/;

/** The hash of a /c-{hash}/ URL, or null when it cannot be one (then no call is made). */
export function cancellationHashOf(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && CANCELLATION_HASH.test(text) ? text : null;
}
