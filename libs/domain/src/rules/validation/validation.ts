/** docs/rules.md section 5: the text blank check is on trimmed strings; null and undefined are blank. */
export function isBlank(text: string | null | undefined): boolean {
  return text == null || text.trim().length === 0;
}

/**
 * The WHATWG HTML address syntax (what `<input type="email">` accepts), with a dot
 * required in the domain because a booking confirmation cannot go to "user@localhost".
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** docs/rules.md section 5: email, standard address format. */
export function isValidEmail(text: string | null | undefined): boolean {
  return typeof text === 'string' && EMAIL.test(text.trim());
}

const COUNTRY_CODE = /^\+[0-9-]{1,9}$/;

/** docs/rules.md section 5: phone country code: plus sign then 1 to 9 digits or hyphens ("+91", "+1-684"). */
export function isValidPhoneCountryCode(text: string | null | undefined): boolean {
  return typeof text === 'string' && COUNTRY_CODE.test(text);
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN: GSTN's checksum over the first 14 (mod 36). Each character counts its place in
 * 0-9A-Z; odd positions (1st, 3rd, ...) weigh 1 and even ones 2; each product adds its quotient and remainder by
 * 36; the check character is the one at (36 - sum mod 36) mod 36. Null when the 14 characters are not all 0-9 or
 * A-Z (capitals: the forms upper-case what is typed).
 */
export function gstinCheckCharacter(first14: string): string | null {
  if (first14.length !== 14) return null;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) return null;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Why a GSTIN cannot be one: not docs/rules.md 5's shape, or a shape whose check character does not match. */
export type GstinProblem = 'format' | 'check';

/**
 * docs/rules.md section 5: GSTIN: 2 digits, 5 capital letters, 4 digits, 1 capital letter, one of 1-9 or A-Z, letter Z,
 * one alphanumeric (e.g. 27AAPFU0939F1ZV); and that last character is GSTN's check character over the first 14
 * (gstinCheckCharacter), so a typo anywhere is refused instead of saved. Case-sensitive: the forms
 * upper-case input before it gets here.
 */
export function gstinProblem(text: string | null | undefined): GstinProblem | null {
  if (typeof text !== 'string' || !GSTIN.test(text)) return 'format';
  return gstinCheckCharacter(text.slice(0, 14)) === text.charAt(14) ? null : 'check';
}

export function isValidGstin(text: string | null | undefined): boolean {
  return gstinProblem(text) === null;
}
