import { OTP_MAX_RESENDS, OTP_RESEND_AFTER_MS } from '@nivaas/domain';
import type { AuthApi } from '../auth-services';

/** content.otp of SPEC.md section 3: when resend is enabled and how many resends are allowed. */
export interface OtpContent {
  readonly enableResendAfterTime: number;
  readonly resendMaxAttempts: number;
}

export const DEFAULT_OTP_CONTENT: OtpContent = {
  enableResendAfterTime: OTP_RESEND_AFTER_MS,
  resendMaxAttempts: OTP_MAX_RESENDS,
};

const positive = (value: unknown, fallback: number, max: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(Math.round(value), max) : fallback;

/**
 * Reads the otp_content value; anything missing or odd (negative, text, absurdly large) falls back
 * to SPEC.md section 9's defaults, so a bad content entry can never disable or bypass the wait.
 */
export function parseOtpContent(data: unknown): OtpContent {
  const value = (data as { otp_content?: Record<string, unknown> } | null)?.otp_content ?? {};
  return {
    enableResendAfterTime: positive(value['enableResendAfterTime'], OTP_RESEND_AFTER_MS, 10 * 60_000),
    resendMaxAttempts: positive(value['resendMaxAttempts'], OTP_MAX_RESENDS, OTP_MAX_RESENDS),
  };
}

/** Fetches otp_content; a failed fetch is not a failed sign-in, so it resolves to the defaults. */
export async function fetchOtpContent(api: AuthApi): Promise<OtpContent> {
  try {
    const response = await api.getContentsV1({ query: { key: 'otp_content' } });
    return parseOtpContent(response.data);
  } catch {
    return DEFAULT_OTP_CONTENT;
  }
}
