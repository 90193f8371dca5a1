import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * One phone, however it is written: `+91 98330 00001`, `919833000001`, `09833000001` and `9833000001`
 * (with country code +91) are all `+919833000001` (E.164). libphonenumber-js decides what a valid number
 * is; something it cannot read still gets a stable key (the country code and the digits). The rate limits
 * count a phone by it, and a booking's guest mobile and a signed-in user's phone are compared by it.
 */
export function normalisePhone(number: string, countryCode = '+91'): string {
  const code = digitsOf(countryCode);
  const digits = digitsOf(number);
  const candidates = number.trim().startsWith('+') ? [`+${digits}`] : [`+${code}${digits}`, `+${digits}`];
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate);
    if (parsed?.isValid()) return parsed.number;
  }
  return `+${code}${digits.replace(/^0+/, '')}`;
}

/** The E.164 form of a number libphonenumber-js holds valid, else null (nothing to link a booking by). */
export function validPhoneOrNull(number: string | null | undefined, countryCode = '+91'): string | null {
  if (!number || !digitsOf(number)) return null;
  const e164 = normalisePhone(number, countryCode);
  return parsePhoneNumberFromString(e164)?.isValid() ? e164 : null;
}
