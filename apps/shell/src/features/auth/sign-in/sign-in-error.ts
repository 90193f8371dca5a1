import type { AuthMessageKey } from '../auth-messages';

/**
 * The api-client's OTP_FALLBACK_MESSAGE (SPEC.md section 8). Repeated here because the client is
 * loaded lazily and lint forbids a static import of it; sign-in-error.spec.ts checks the two agree.
 */
export const OTP_FALLBACK_TEXT = 'Something went wrong, please try again later';

type T = (key: AuthMessageKey) => string;

interface ErrorLike {
  readonly message?: unknown;
  readonly status?: unknown;
  readonly tooManyRequests?: unknown;
}

/** True for a 429 (SPEC.md section 8: status 429 marks too-many-requests). */
export const isTooManyRequests = (error: unknown): boolean =>
  Boolean((error as ErrorLike | null)?.tooManyRequests) || (error as ErrorLike | null)?.status === 429;

/**
 * The message a failed OTP call shows (SPEC.md section 8): the API's first error entry as the client
 * put it in the message, the translated fallback 'Something went wrong, please try again later' when
 * it named none, a too-many-requests text for 429 and a connection text for a network failure.
 */
export function signInErrorMessage(error: unknown, t: T): string {
  const e = (error ?? {}) as ErrorLike;
  if (isTooManyRequests(error)) return t('error.tooManyRequests');
  if (typeof e.status !== 'number') return t('error.otpFallback'); // not an API answer: no raw text
  if (e.status === 0) return t('error.network');
  if (typeof e.message !== 'string' || e.message.trim() === '' || e.message === OTP_FALLBACK_TEXT) {
    return t('error.otpFallback');
  }
  return e.message;
}
