const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * SPEC.md section 5: GSTIN: 2 digits, 5 capital letters, 4 digits, 1 capital letter,
 * one of 1-9 or A-Z, letter Z, one alphanumeric (e.g. 27AAPFU0939F1ZV). Case-sensitive:
 * the form upper-cases input before it gets here.
 */
export function isValidGstin(text: string | null | undefined): boolean {
  return typeof text === 'string' && GSTIN.test(text);
}
