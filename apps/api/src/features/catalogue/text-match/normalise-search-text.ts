/** Latin accents only: Devanagari and other scripts keep their vowel signs (also combining marks). */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['’`]/g;
/** A mark that belongs to no letter: an emoji's variation selector, a keycap. */
const LOOSE_MARKS = /(?<![\p{L}\p{M}])\p{M}+/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * What a visitor typed, reduced to what matters for finding a place: lower case, accents off ("Bengalūru"),
 * "&" as "and", apostrophes dropped ("Mary's" = "marys"), any other punctuation, symbol or emoji a space, spaces
 * collapsed. Text with nothing searchable in it ("%", "🙂", "   ") becomes "".
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(APOSTROPHES, '')
    .replace(LOOSE_MARKS, '')
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim();
}
