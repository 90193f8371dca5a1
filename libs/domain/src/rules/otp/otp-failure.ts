import { tooManyRequestsText } from '../limits/too-many-requests-text';

/**
 * Why a step of the phone + one-time-code flow did not go through, as the screen will say it. Kinds, not
 * texts: each app words them in its own catalogue (the design system has defaults).
 */
export type OtpFailure =
  | { readonly kind: 'invalid-country-code' }
  | { readonly kind: 'invalid-number' }
  | { readonly kind: 'incomplete-code' }
  /**
   * 3 wrong codes (docs/rules.md section 9), or the API's 429 on a verify: this code is over. `message` is the
   * API's sentence when the 429 gave one (what was limited and when to try again).
   */
  | { readonly kind: 'blocked'; readonly message?: string }
  /** docs/rules.md section 8: status 429 marks too-many-requests; `message` as for blocked. */
  | { readonly kind: 'too-many-requests'; readonly message?: string }
  | { readonly kind: 'network' }
  /** The API said why: the first entry of its errors (docs/rules.md section 8). */
  | { readonly kind: 'rejected'; readonly message: string }
  /** The API said nothing usable: 'Something went wrong, please try again later'. */
  | { readonly kind: 'failed' };

/** docs/rules.md section 8's OTP fallback text, as the API client puts it in an error with no message of its own. */
export const OTP_FALLBACK_TEXT = 'Something went wrong, please try again later';

interface ErrorLike {
  readonly message?: unknown;
  readonly status?: unknown;
  readonly tooManyRequests?: unknown;
  readonly errors?: unknown;
}

/**
 * What a failed OTP call comes to (docs/rules.md section 8): a 429 is too many requests (with the API's
 * sentence, the first errors entry, when it said what was limited and until when), status 0 a network
 * failure, an API answer with its own first error is shown as sent, anything else is the fallback. An
 * error that is not an API answer (a bug) never puts its raw text on screen.
 */
export function otpFailureOf(error: unknown): OtpFailure {
  const e = (error ?? {}) as ErrorLike;
  if (e.tooManyRequests === true || e.status === 429) {
    const said = tooManyRequestsText(error);
    return said ? { kind: 'too-many-requests', message: said } : { kind: 'too-many-requests' };
  }
  if (typeof e.status !== 'number') return { kind: 'failed' };
  if (e.status === 0) return { kind: 'network' };
  if (typeof e.message !== 'string' || e.message.trim() === '' || e.message === OTP_FALLBACK_TEXT) {
    return { kind: 'failed' };
  }
  return { kind: 'rejected', message: e.message };
}
