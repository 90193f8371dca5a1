/** Which of the two checkout modals are open after an OTP send or resend. */
export interface OtpModals {
  readonly otp: boolean;
  readonly payAtHotelBlocked: boolean;
}

export interface OtpSendOutcome {
  readonly ok: boolean;
  /** The booking attempt was OTP-less (isOtpLessBookingMade). */
  readonly isOtpLess: boolean;
  /** The error was a 429 (ApiError.tooManyRequests). */
  readonly tooManyRequests: boolean;
}

/**
 * docs/rules.md section 4: send success opens the OTP modal and closes the pay-at-hotel-blocked modal.
 * On send or resend failure, if the booking was OTP-less and the error says too many requests,
 * show the pay-at-hotel-blocked modal, not the OTP modal; otherwise show the OTP modal.
 */
export function otpModals(outcome: OtpSendOutcome): OtpModals {
  if (!outcome.ok && outcome.isOtpLess && outcome.tooManyRequests) return { otp: false, payAtHotelBlocked: true };
  return { otp: true, payAtHotelBlocked: false };
}
