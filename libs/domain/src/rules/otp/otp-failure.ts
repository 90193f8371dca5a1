/**
 * Why a step of the phone + one-time-code flow did not go through, as the screen will say it. Kinds, not
 * texts: each app words them in its own catalogue (the design system has defaults).
 */
export type OtpFailure =
  | { readonly kind: 'invalid-country-code' }
  | { readonly kind: 'invalid-number' }
  | { readonly kind: 'incomplete-code' }
  /** 3 wrong codes (SPEC.md section 9), or the API's 429 on a verify: this code is over. */
  | { readonly kind: 'blocked' }
  /** SPEC.md section 8: status 429 marks too-many-requests. */
  | { readonly kind: 'too-many-requests' }
  | { readonly kind: 'network' }
  /** The API said why: the first entry of its errors (SPEC.md section 8). */
  | { readonly kind: 'rejected'; readonly message: string }
  /** The API said nothing usable: 'Something went wrong, please try again later'. */
  | { readonly kind: 'failed' };

/** SPEC.md section 8's OTP fallback text, as the API client puts it in an error with no message of its own. */
export const OTP_FALLBACK_TEXT = 'Something went wrong, please try again later';

interface ErrorLike {
  readonly message?: unknown;
  readonly status?: unknown;
  readonly tooManyRequests?: unknown;
}

/**
 * What a failed OTP call comes to (SPEC.md section 8): a 429 is too many requests, status 0 a network
 * failure, an API answer with its own first error is shown as sent, anything else is the fallback. An
 * error that is not an API answer (a bug) never puts its raw text on screen.
 */
export function otpFailureOf(error: unknown): OtpFailure {
  const e = (error ?? {}) as ErrorLike;
  if (e.tooManyRequests === true || e.status === 429) return { kind: 'too-many-requests' };
  if (typeof e.status !== 'number') return { kind: 'failed' };
  if (e.status === 0) return { kind: 'network' };
  if (typeof e.message !== 'string' || e.message.trim() === '' || e.message === OTP_FALLBACK_TEXT) {
    return { kind: 'failed' };
  }
  return { kind: 'rejected', message: e.message };
}
