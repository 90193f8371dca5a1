import { DEFAULT_OTP_LIMITS } from '@nivaas/domain/sign-in';
import { fetchOtpContent, parseOtpContent } from './otp-content';

describe('content otp_content (docs/rules.md section 9: resend after 30000 ms from content config, max 6 resends)', () => {
  it('given content values, then they are used', () => {
    expect(parseOtpContent({ otp_content: { enableResendAfterTime: 45_000, resendMaxAttempts: 3 } })).toEqual({
      enableResendAfterMs: 45_000,
      maxResends: 3,
      maxVerifies: 3,
    });
  });
  it.each([
    null,
    {},
    { otp_content: { enableResendAfterTime: -1, resendMaxAttempts: 'six' } },
    { otp_content: { enableResendAfterTime: Number.NaN } },
  ])('given %p, then the defaults of 30000 ms and 6 resends', (data) =>
    expect(parseOtpContent(data)).toEqual(DEFAULT_OTP_LIMITS),
  );
  it('given absurd values, then the wait is capped at 10 minutes and resends never exceed 6', () => {
    expect(parseOtpContent({ otp_content: { enableResendAfterTime: 1e12, resendMaxAttempts: 99 } })).toEqual({
      enableResendAfterMs: 600_000,
      maxResends: 6,
      maxVerifies: 3,
    });
  });
  it('given the content call fails, then the defaults', async () => {
    const api = { getContentsV1: jest.fn().mockRejectedValue(new Error('down')) };
    await expect(fetchOtpContent(api as never)).resolves.toEqual(DEFAULT_OTP_LIMITS);
    expect(api.getContentsV1).toHaveBeenCalledWith({ query: { key: 'otp_content' } });
  });
});
