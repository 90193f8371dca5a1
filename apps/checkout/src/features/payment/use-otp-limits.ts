import { DEFAULT_OTP_LIMITS, otpLimitsFromContent, type OtpLimits } from '@nivaas/domain/sign-in';
import { useResource } from '@nivaas/state';
import type { PaymentApi } from './payment-services';

/**
 * The OTP limits from content (otp_content), loaded when the browser is idle and only where pay at hotel can be
 * chosen; until then, and if it fails, docs/rules.md section 9's defaults (30 s, 6 resends, 3 verifies).
 */
export function useOtpLimits(api: PaymentApi, needed: boolean): OtpLimits {
  const content = useResource(
    needed ? 'otp_content' : null,
    (signal) => api.getContentsV1({ query: { key: 'otp_content' } }, { signal }),
    { timing: 'idle' },
  );
  if (content.status !== 'success' || !content.data) return DEFAULT_OTP_LIMITS;
  return otpLimitsFromContent(content.data.data['otp_content']);
}
