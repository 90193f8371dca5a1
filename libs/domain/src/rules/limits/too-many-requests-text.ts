import { OTP_FALLBACK_TEXT } from '../otp/otp-failure';

interface ErrorLike {
  readonly status?: unknown;
  readonly tooManyRequests?: unknown;
  readonly errors?: unknown;
  readonly message?: unknown;
}

/** Texts that are no sentence of the API's: the status text and docs/rules.md section 8's last resorts (read when called). */
const notASentence = (text: string) =>
  text === 'Too Many Requests' || text === 'API Error' || text === 'API error' || text === OTP_FALLBACK_TEXT;

/** The API's own words, or null for a blank, a status text or a fallback. */
export function apiSentence(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || notASentence(text) ? null : text;
}

/**
 * What a 429 tells the visitor: the API's own sentence (what was limited and when to try again, e.g.
 * "Too many OTP requests for this mobile number: please try again in 1 hour"): the first entry of its
 * errors as docs/rules.md section 8 reads them, else its error. Null for any other failure, and for a 429
 * that says nothing usable: the screen then uses its own clear words, never a generic failure.
 */
export function tooManyRequestsText(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as ErrorLike;
  if (e.status !== 429 && e.tooManyRequests !== true) return null;
  return (Array.isArray(e.errors) ? apiSentence(e.errors[0]) : null) ?? apiSentence(e.message);
}
