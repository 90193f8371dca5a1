import { compareMatches, matchName, type NameMatch } from './match-name';
import type { SearchText } from './search-text';

/** One name a place or hotel is found by: its own, or another (an old or common name) as listed. */
export interface SearchName {
  readonly text: SearchText;
  /** The other name as a visitor would read it ("Bangalore"); null for the place's own name. */
  readonly alias: string | null;
}

export interface BestMatch extends NameMatch {
  /** The other name that matched best, or null when the place's own name did (or matched as well). */
  readonly alias: string | null;
}

/** The best match among a place's names; its own name wins a tie, so a hint is shown only when it says something. */
export function bestNameMatch(typed: SearchText, names: readonly SearchName[]): BestMatch | null {
  let best: BestMatch | null = null;
  for (const name of names) {
    const match = matchName(typed, name.text);
    if (!match) continue;
    const order = best ? compareMatches(match, best) : -1;
    if (order < 0 || (order === 0 && best?.alias !== null && name.alias === null))
      best = { ...match, alias: name.alias };
  }
  return best;
}
