import { isValidPhoneCountryCode } from '../validation/is-valid-phone-country-code';

export type PhoneProblem = 'invalid-country-code' | 'invalid-number';

/** Indian mobile numbers: what the API's phone schema accepts for +91 (10 digits, starting 6-9). */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * Checks a phone before a one-time code is sent to it: the country code by docs/rules.md section 5, the number by
 * libphonenumber-js for that calling code. The library (about 30 KB) is loaded only here, when a visitor
 * submits a number, so no page pays for it up front. For +91 the number must also be a mobile number,
 * because the code goes by SMS. A foreign number is checked by its own country's rules.
 */
export async function validatePhone(countryCode: string, national: string): Promise<PhoneProblem | null> {
  if (!isValidPhoneCountryCode(countryCode)) return 'invalid-country-code';
  const digits = national.replace(/\D/g, '');
  if (!digits) return 'invalid-number';
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  const parsed = parsePhoneNumberFromString(`${countryCode.replace(/-/g, '')}${digits}`);
  if (!parsed || !parsed.isValid()) return 'invalid-number';
  if (countryCode === '+91' && !INDIAN_MOBILE.test(digits)) return 'invalid-number';
  return null;
}
