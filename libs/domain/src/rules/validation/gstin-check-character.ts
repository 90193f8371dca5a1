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
