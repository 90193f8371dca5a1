import { DEFAULT_OTP_LIMITS } from './otp-flow';
import { otpLimitsFromContent } from './otp-limits-from-content';

describe('otpLimitsFromContent', () => {
  it('takes the wait and the resends from content', () => {
    expect(otpLimitsFromContent({ enableResendAfterTime: 45_000, resendMaxAttempts: 4 })).toEqual({
      ...DEFAULT_OTP_LIMITS,
      enableResendAfterMs: 45_000,
      maxResends: 4,
    });
  });
  it('falls back to docs/rules.md 9 for missing or odd values, and never allows more resends than 6', () => {
    expect(otpLimitsFromContent(null)).toEqual(DEFAULT_OTP_LIMITS);
    expect(otpLimitsFromContent({ enableResendAfterTime: -1, resendMaxAttempts: 'x' })).toEqual(DEFAULT_OTP_LIMITS);
    expect(otpLimitsFromContent({ resendMaxAttempts: 60 }).maxResends).toBe(6);
    expect(otpLimitsFromContent({ enableResendAfterTime: 1e12 }).enableResendAfterMs).toBe(600_000);
  });
});
