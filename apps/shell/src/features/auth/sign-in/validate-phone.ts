import { isValidPhoneCountryCode } from '@nivaas/domain';

export type PhoneProblem = 'invalidCode' | 'invalidNumber';

/** Indian mobile numbers: what the API's phone schema accepts for +91 (10 digits, starting 6-9). */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * Checks a phone before an OTP is sent: the country code by SPEC.md section 5, the number by
 * libphonenumber-js for that calling code. The library (about 30 KB) is loaded only here, when a
 * visitor submits a number, so no page pays for it up front. For +91 the number must also be a mobile
 * number, because an OTP goes by SMS.
 */
export async function validatePhone(countryCode: string, national: string): Promise<PhoneProblem | null> {
  if (!isValidPhoneCountryCode(countryCode)) return 'invalidCode';
  const digits = national.replace(/\D/g, '');
  if (!digits) return 'invalidNumber';
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  const parsed = parsePhoneNumberFromString(`${countryCode.replace(/-/g, '')}${digits}`);
  if (!parsed || !parsed.isValid()) return 'invalidNumber';
  if (countryCode === '+91' && !INDIAN_MOBILE.test(digits)) return 'invalidNumber';
  return null;
}
