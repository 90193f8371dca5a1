/** docs/rules.md section 9: OTP resend enabled after 30000 ms (from content config); at most 6 resends by default. */
export const OTP_RESEND_AFTER_MS = 30_000;
export const OTP_MAX_RESENDS = 6;

export interface OtpResendInput {
  readonly resendAttempts: number;
  /** When the last OTP was sent (epoch ms). */
  readonly lastSentAt: number;
  readonly now: number;
  /** content.otp.enableResendAfterTime when the content service sent one. */
  readonly enableAfterMs?: number | null;
  readonly maxAttempts?: number | null;
}

/** docs/rules.md section 9: a resend is allowed once the wait has passed and while attempts remain. */
export function canResendOtp(input: OtpResendInput): boolean {
  const wait = input.enableAfterMs ?? OTP_RESEND_AFTER_MS;
  const max = input.maxAttempts ?? OTP_MAX_RESENDS;
  return input.resendAttempts < max && input.now - input.lastSentAt >= wait;
}
