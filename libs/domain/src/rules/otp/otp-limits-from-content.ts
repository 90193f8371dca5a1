import { OTP_MAX_RESENDS, OTP_RESEND_AFTER_MS } from '../checkout/can-resend-otp';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './otp-flow';

const positive = (value: unknown, fallback: number, max: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(Math.round(value), max) : fallback;

/**
 * The OTP flow's limits from the content service's otp_content value (docs/rules.md section 3: otp{enableResendAfterTime};
 * resendMaxAttempts too), for every use of the flow (sign-in, pay at hotel). Anything missing or odd (negative, text,
 * absurdly large) falls back to docs/rules.md section 9's defaults, so content can never disable or bypass the wait, nor
 * allow more resends than the API does; verifies stay at 3.
 */
export function otpLimitsFromContent(otpContent: unknown): OtpLimits {
  const value = typeof otpContent === 'object' && otpContent !== null ? (otpContent as Record<string, unknown>) : {};
  return {
    ...DEFAULT_OTP_LIMITS,
    enableResendAfterMs: positive(value['enableResendAfterTime'], OTP_RESEND_AFTER_MS, 10 * 60_000),
    maxResends: positive(value['resendMaxAttempts'], OTP_MAX_RESENDS, OTP_MAX_RESENDS),
  };
}
