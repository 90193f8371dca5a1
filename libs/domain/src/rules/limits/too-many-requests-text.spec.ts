import { OTP_FALLBACK_TEXT } from '../otp/otp-failure';
import { tooManyRequestsText } from './too-many-requests-text';

const LIMITED = 'Too many OTP requests for this mobile number: please try again in 1 hour';
/** Shaped as @nivaas/api-client's ApiError: message is the body's error, errors its list. */
const failure = (status: number, message: string, errors: readonly string[] = []) => ({
  name: 'ApiError',
  message,
  status,
  errors,
  tooManyRequests: status === 429,
});

describe('tooManyRequestsText: the sentence a 429 shows', () => {
  it("is the API's sentence of a 429: its first errors entry, else its error", () => {
    expect(tooManyRequestsText(failure(429, 'Too many requests', [LIMITED]))).toBe(LIMITED);
    expect(tooManyRequestsText(failure(429, LIMITED))).toBe(LIMITED);
    expect(tooManyRequestsText({ status: 429, message: ` ${LIMITED} ` })).toBe(LIMITED);
  });

  it('is null for any other failure, however it is worded', () => {
    expect(tooManyRequestsText(failure(400, LIMITED, [LIMITED]))).toBeNull();
    expect(tooManyRequestsText(failure(0, 'API error'))).toBeNull();
    expect(tooManyRequestsText(new Error(LIMITED))).toBeNull();
    expect(tooManyRequestsText(null)).toBeNull();
    expect(tooManyRequestsText('429')).toBeNull();
  });

  it('is null for a 429 that says nothing usable (status text, fallbacks, blanks): the screen words it', () => {
    expect(tooManyRequestsText(failure(429, 'Too Many Requests'))).toBeNull();
    expect(tooManyRequestsText(failure(429, OTP_FALLBACK_TEXT, []))).toBeNull();
    expect(tooManyRequestsText(failure(429, 'API Error', ['  ']))).toBeNull();
  });
});
