import { DEFAULT_OTP_LIMITS, OTP_MAX_RESENDS, OTP_RESEND_AFTER_MS, type OtpLimits } from '@nivaas/domain';
import type { AuthApi } from '../auth-services';

const positive = (value: unknown, fallback: number, max: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(Math.round(value), max) : fallback;

/**
 * Reads content.otp (SPEC.md section 3: otp{enableResendAfterTime}; resendMaxAttempts too): the flow's
 * limits. Anything missing or odd (negative, text, absurdly large) falls back to SPEC.md section 9's
 * defaults, so a bad content entry can never disable or bypass the wait; verifies stay at 3.
 */
export function parseOtpContent(data: unknown): OtpLimits {
  const value = (data as { otp_content?: Record<string, unknown> } | null)?.otp_content ?? {};
  return {
    ...DEFAULT_OTP_LIMITS,
    enableResendAfterMs: positive(value['enableResendAfterTime'], OTP_RESEND_AFTER_MS, 10 * 60_000),
    maxResends: positive(value['resendMaxAttempts'], OTP_MAX_RESENDS, OTP_MAX_RESENDS),
  };
}

/** Fetches otp_content; a failed fetch is not a failed sign-in, so it resolves to the defaults. */
export async function fetchOtpContent(api: AuthApi): Promise<OtpLimits> {
  try {
    const response = await api.getContentsV1({ query: { key: 'otp_content' } });
    return parseOtpContent(response.data);
  } catch {
    return DEFAULT_OTP_LIMITS;
  }
}
