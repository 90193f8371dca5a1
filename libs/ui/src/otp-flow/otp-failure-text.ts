import type { OtpFailure } from '@nivaas/domain/sign-in';
import { useOtpFlowT } from './otp-flow-messages';

/**
 * How the design system words a failure of the phone + code flow (docs/rules.md section 8): the API's own
 * message when it gave one (a 429's says what was limited and when to try again), the catalogue's text
 * otherwise. An app may pass its own wording instead.
 */
export function useOtpFailureText(): (failure: OtpFailure | null) => string | undefined {
  const t = useOtpFlowT();
  return (failure) => {
    if (!failure) return undefined;
    switch (failure.kind) {
      case 'invalid-country-code':
        return t('otpFlow.invalidCountryCode');
      case 'invalid-number':
        return t('otpFlow.invalidNumber');
      case 'incomplete-code':
        return t('otpFlow.incomplete');
      // A 429's own sentence says which limit and until when; the catalogue's words when it had none.
      case 'blocked':
        return failure.message ?? t('otpFlow.blocked');
      case 'too-many-requests':
        return failure.message ?? t('otpFlow.tooManyRequests');
      case 'network':
        return t('otpFlow.network');
      case 'rejected':
        return failure.message;
      case 'failed':
        return t('otpFlow.failed');
    }
  };
}
