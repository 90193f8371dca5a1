import { DEFAULT_OTP_LIMITS, otpLimitsFromContent, type OtpLimits } from '@nivaas/domain/sign-in';
import type { AuthApi } from '../auth-services';

/** Reads the content call's answer ({ otp_content }) with the flow's one rule for it (libs/domain). */
export const parseOtpContent = (data: unknown): OtpLimits =>
  otpLimitsFromContent((data as { otp_content?: unknown } | null)?.otp_content);

/** Fetches otp_content; a failed fetch is not a failed sign-in, so it resolves to the defaults. */
export async function fetchOtpContent(api: AuthApi): Promise<OtpLimits> {
  try {
    const response = await api.getContentsV1({ query: { key: 'otp_content' } });
    return parseOtpContent(response.data);
  } catch {
    return DEFAULT_OTP_LIMITS;
  }
}
