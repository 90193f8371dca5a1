import { editDistance } from './edit-distance';
import { MAX_QUERY_WORDS, missingLetters, type SearchText } from './search-text';

/** How well a name matches what was typed, best first. */
export const MatchTier = {
  /** The whole name, spaces and punctuation aside ("e-city" for "E City"). */
  exact: 0,
  /** The beginning of the name ("bengal"). */
  prefix: 1,
  /** The beginning of words of the name, in any order ("orchid kora" for "Nivaas Orchid Koramangala"). */
  wordPrefix: 2,
  /** Inside the name, spaces aside, from three letters ("galore", "wifi" in "Free Wi-Fi"). */
  substring: 3,
  /** The whole name within the typing errors allowed for its length ("koramangla", "banglore"). */
  fuzzy: 4,
  /** The beginning or words of the name within those errors ("nivas orchid", "banglore" for "Bangalore Palace"). */
  fuzzyPart: 5,
} as const;
type Tier = (typeof MatchTier)[keyof typeof MatchTier];

export interface NameMatch {
  readonly tier: Tier;
  /** Typing errors forgiven (0 unless fuzzy). */
  readonly edits: number;
}

/**
 * Typing errors forgiven for a word of this many letters: none up to three ("go" and "goa" match only what they
 * spell, so a short query never brings up nonsense), one up to seven, two from eight.
 */
export function editBudget(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** Each typed word against a different word of the name, from its beginning; the edits summed, or null. */
function matchWords(typed: readonly string[], name: readonly string[]): number | null {
  const used = new Array<boolean>(name.length).fill(false);
  let total = 0;
  for (const word of typed.slice(0, MAX_QUERY_WORDS)) {
    const budget = editBudget(word.length);
    let best: { index: number; edits: number } | null = null;
    for (let i = 0; i < name.length && best?.edits !== 0; i += 1) {
      if (used[i]) continue;
      const candidate = name[i] ?? '';
      const edits = candidate.startsWith(word) ? 0 : budget ? editDistance(word, candidate, budget, true) : null;
      if (edits !== null && (best === null || edits < best.edits)) best = { index: i, edits };
    }
    if (!best) return null;
    used[best.index] = true;
    total += best.edits;
  }
  return total;
}

/**
 * The best way `name` matches `typed` (both prepared with toSearchText), or null. Exact and literal matches are
 * tried first and are never outranked by a fuzzy one (MatchTier); typing errors are forgiven over the whole text
 * without spaces or per word (editBudget), only from four letters on, and a misspelt whole name ranks before a
 * name that only begins like it.
 */
export function matchName(typed: SearchText, name: SearchText): NameMatch | null {
  if (!typed.compact || !name.compact) return null;
  const missing = missingLetters(typed, name);
  if (missing === 0) {
    if (name.compact === typed.compact) return { tier: MatchTier.exact, edits: 0 };
    if (name.compact.startsWith(typed.compact)) return { tier: MatchTier.prefix, edits: 0 };
  }
  const wordBudget = typed.words.reduce((sum, w) => sum + editBudget(w.length), 0);
  const wholeBudget = editBudget(typed.compact.length);
  if (missing > Math.max(wordBudget, wholeBudget)) return null;
  const words = matchWords(typed.words, name.words);
  if (words === 0) return { tier: MatchTier.wordPrefix, edits: 0 };
  if (missing === 0 && typed.compact.length >= 3 && name.compact.includes(typed.compact))
    return { tier: MatchTier.substring, edits: 0 };
  const fits = missing <= wholeBudget && wholeBudget > 0;
  const whole = fits ? editDistance(typed.compact, name.compact, wholeBudget) : null;
  if (whole !== null) return { tier: MatchTier.fuzzy, edits: whole };
  const start = fits ? editDistance(typed.compact, name.compact, wholeBudget, true) : null;
  const edits = words === null ? start : start === null ? words : Math.min(words, start);
  return edits === null ? null : { tier: MatchTier.fuzzyPart, edits };
}

/** Negative when a is the better match. */
export function compareMatches(a: NameMatch, b: NameMatch): number {
  return a.tier - b.tier || a.edits - b.edits;
}
