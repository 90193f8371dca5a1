const COUNTRY_CODE = /^\+[0-9-]{1,9}$/;

/** docs/rules.md section 5: phone country code: plus sign then 1 to 9 digits or hyphens ("+91", "+1-684"). */
export function isValidPhoneCountryCode(text: string | null | undefined): boolean {
  return typeof text === 'string' && COUNTRY_CODE.test(text);
}
