import { OTP_FALLBACK_TEXT, signInErrorMessage } from './sign-in-error';
import type { AuthMessageKey } from '../auth-messages';

const t = (key: AuthMessageKey) => `t:${key}`;
const apiError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, tooManyRequests: status === 429 });

describe('OTP error messages (SPEC.md section 8)', () => {
  it("the fallback is the api-client's OTP message", async () => {
    const { OTP_FALLBACK_MESSAGE } = await import('@nivaas/api-client');
    expect(OTP_FALLBACK_TEXT).toBe(OTP_FALLBACK_MESSAGE);
  });
  it('shows the first errors entry the client put in the message', () => {
    expect(signInErrorMessage(apiError(400, 'Incorrect OTP, 1 attempts left'), t)).toBe(
      'Incorrect OTP, 1 attempts left',
    );
  });
  it("shows 'Something went wrong, please try again later' (translated) when the API named no error", () => {
    expect(signInErrorMessage(apiError(500, OTP_FALLBACK_TEXT), t)).toBe('t:error.otpFallback');
    expect(signInErrorMessage(apiError(500, ''), t)).toBe('t:error.otpFallback');
  });
  it('status 429 marks too-many-requests', () =>
    expect(signInErrorMessage(apiError(429, 'x'), t)).toBe('t:error.tooManyRequests'));
  it('a network failure says so', () =>
    expect(signInErrorMessage(apiError(0, 'API error'), t)).toBe('t:error.network'));
  it('a programming error never shows its raw text', () =>
    expect(signInErrorMessage(new TypeError('x is undefined'), t)).toBe('t:error.otpFallback'));
});
