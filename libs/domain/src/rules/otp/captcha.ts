/**
 * The check a visitor passes before another code is sent after repeated failures (docs/rules.md 4: the OTP state holds
 * captcha success or failure): the API's local challenge (a sum to work out) or a provider's widget (hCaptcha),
 * as the API's createCaptchaChallenge answers it.
 */
export type CaptchaChallenge =
  | {
      readonly provider: 'local';
      readonly id: string;
      readonly question: { readonly a: number; readonly b: number };
      readonly expires_in_s: number;
    }
  | { readonly provider: 'hcaptcha'; readonly site_key: string };

/** ErrorBody.code of a send refused until a check is passed (a code locked by 3 wrong tries, the resends used up). */
export const CAPTCHA_REQUIRED_CODE = 'captcha_required';
/** ErrorBody.code of a send whose check did not pass (a wrong answer, a used or expired challenge). */
export const CAPTCHA_FAILED_CODE = 'captcha_failed';

/** The token a send carries for a local challenge: its id and the answer given. */
export function localCaptchaToken(challengeId: string, answer: string): string {
  return `${challengeId}.${answer.trim()}`;
}

/** A local token's parts, or null for anything else (a malformed token is a failed check, never a database read). */
export function parseLocalCaptchaToken(token: string): { readonly id: string; readonly answer: number } | null {
  const match = /^([A-Za-z0-9_-]{16,64})\.(\d{1,3})$/.exec(token);
  return match ? { id: match[1] as string, answer: Number(match[2]) } : null;
}

/**
 * What an OTP call's error says of the check (the API's ErrorBody.code, carried as the client error's `data`): a
 * check is needed before another send, the check given did not pass, or nothing about a check (null).
 */
export function captchaAskedBy(error: unknown): 'required' | 'failed' | null {
  const data = (error as { readonly data?: unknown } | null | undefined)?.data;
  const code = data && typeof data === 'object' ? (data as { readonly code?: unknown }).code : undefined;
  if (code === CAPTCHA_REQUIRED_CODE) return 'required';
  if (code === CAPTCHA_FAILED_CODE) return 'failed';
  return null;
}
