import { normaliseSearchText } from './normalise-search-text';

/** Words of a query beyond these are left out: nobody names a place in more, and each costs a pass over every name. */
export const MAX_QUERY_WORDS = 6;

/** A name or a query made ready for matching, once (a catalogue's names are prepared when it is indexed). */
export interface SearchText {
  /** Normalised: lower case, words one space apart. */
  readonly text: string;
  /** Without spaces: "E City", "E-City" and "ecity" are one name. */
  readonly compact: string;
  readonly words: readonly string[];
  /** One bit per letter a-z and digit present: a cheap count of letters a name lacks before any distance. */
  readonly letters: number;
}

function letterBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  // Digits share the six bits left; a shared bit only makes the check more lenient, never wrong.
  if (code >= 48 && code <= 57) return 1 << (26 + ((code - 48) % 6));
  return 0;
}

export function toSearchText(raw: string): SearchText {
  const text = normaliseSearchText(raw);
  const words = text ? text.split(' ') : [];
  const compact = words.join('');
  let letters = 0;
  for (let i = 0; i < compact.length; i += 1) letters |= letterBit(compact.charCodeAt(i));
  return { text, compact, words, letters };
}

/** How many different letters of `typed` the name lacks: each needs an edit of its own. */
export function missingLetters(typed: SearchText, name: SearchText): number {
  let missing = typed.letters & ~name.letters;
  let count = 0;
  while (missing) {
    missing &= missing - 1;
    count += 1;
  }
  return count;
}
