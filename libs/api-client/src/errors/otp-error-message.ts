import { OTP_FALLBACK_TEXT } from '@nivaas/domain/sign-in';

/** docs/rules.md section 8: the OTP message when the response names no error (one text, @nivaas/domain's). */
export const OTP_FALLBACK_MESSAGE = OTP_FALLBACK_TEXT;

/** docs/rules.md section 8: OTP errors: message is the first errors entry, else the fallback. */
export function otpErrorMessage(errors: readonly string[] | null | undefined): string {
  const first = errors?.[0];
  return typeof first === 'string' && first.trim() !== '' ? first : OTP_FALLBACK_MESSAGE;
}
