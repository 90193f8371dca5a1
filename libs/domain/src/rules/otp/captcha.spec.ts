import {
  CAPTCHA_FAILED_CODE,
  CAPTCHA_REQUIRED_CODE,
  captchaAskedBy,
  localCaptchaToken,
  parseLocalCaptchaToken,
} from './captcha';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the OTP captcha step (docs/rules.md section 4: captcha success or failure)', () => {
  it('given a local challenge and an answer, then the token is the id and the trimmed answer, and parses back', () => {
    expect(localCaptchaToken(ID, ' 12 ')).toBe(`${ID}.12`);
    expect(parseLocalCaptchaToken(localCaptchaToken(ID, '12'))).toEqual({ id: ID, answer: 12 });
  });

  it('given anything else, then no token: a short id, no answer, words, an hCaptcha token', () => {
    for (const token of ['short.12', `${ID}.`, `${ID}.twelve`, `${ID}.1234`, 'P1_eyJ0eXAiOiJKV1Qi', `${ID}`])
      expect(parseLocalCaptchaToken(token)).toBeNull();
  });

  it("given an OTP call's error, then its code says whether a check is needed or did not pass", () => {
    expect(captchaAskedBy({ status: 429, data: { error: 'x', code: CAPTCHA_REQUIRED_CODE } })).toBe('required');
    expect(captchaAskedBy({ status: 400, data: { error: 'x', code: CAPTCHA_FAILED_CODE } })).toBe('failed');
    expect(captchaAskedBy({ status: 429, data: { error: 'Please wait 30 seconds' } })).toBeNull();
    expect(captchaAskedBy({ status: 0, data: null })).toBeNull();
    expect(captchaAskedBy(new Error('boom'))).toBeNull();
    expect(captchaAskedBy(undefined)).toBeNull();
  });
});
