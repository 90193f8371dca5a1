import { gstinCheckCharacter } from './gstin-check-character';

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
