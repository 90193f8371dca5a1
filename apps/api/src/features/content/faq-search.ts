/** Words of a search taken into account: enough for a question, bounded so a pasted paragraph stays cheap. */
export const MAX_SEARCH_WORDS = 8;
/** Longer "words" (a pasted token, a run of digits) are cut: no lexeme of the FAQ is longer. */
const MAX_WORD_LENGTH = 40;

/**
 * A visitor's search text as a PostgreSQL text-search query (`to_tsquery('english', …)`): every word must match
 * (`&`), each as a prefix (`:*`) so a word still being typed finds its whole form ("refu" finds "refunds"), and
 * stemmed by the English configuration ("bookings" finds "booking"). Only letters (with their marks) and digits of any script are
 * kept, so nothing the visitor types ('%', quotes, '&', '!', ':') can be read as query syntax; null when no word is
 * left (emoji or punctuation only): such a search matches no question.
 */
export function faqSearchQuery(text: string): string | null {
  const words = (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  )
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_SEARCH_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
