import { otpModals } from './otp-modals';

describe('otpModals (docs/rules.md sections 4 and 8: OTP send/resend outcome)', () => {
  it('send success opens the OTP modal and closes the pay-at-hotel-blocked modal', () => {
    expect(otpModals({ ok: true, isOtpLess: true, tooManyRequests: false })).toEqual({
      otp: true,
      payAtHotelBlocked: false,
    });
  });
  it('failure of an OTP-less booking with too many requests shows pay-at-hotel-blocked, not OTP', () => {
    expect(otpModals({ ok: false, isOtpLess: true, tooManyRequests: true })).toEqual({
      otp: false,
      payAtHotelBlocked: true,
    });
  });
  it('any other failure shows the OTP modal', () => {
    expect(otpModals({ ok: false, isOtpLess: false, tooManyRequests: true }).otp).toBe(true);
    expect(otpModals({ ok: false, isOtpLess: true, tooManyRequests: false }).otp).toBe(true);
  });
});
