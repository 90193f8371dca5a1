import type { Suggestion } from '@nivaas/api-client/contract';
import { searchIndexOf, type NamedCatalogue, type SearchEntry } from './search-index';
import { bestNameMatch, type BestMatch } from './text-match/best-name-match';
import { compareMatches } from './text-match/match-name';
import { toSearchText } from './text-match/search-text';

interface Found {
  readonly entry: SearchEntry;
  readonly match: BestMatch;
}

/**
 * Best matches first (exact, prefix, word prefix, substring, then typing errors, fewest first); among equals a place
 * found by its own name before one found by another name, then cities, localities, landmarks, amenities, hotels,
 * then by label.
 */
function compareFound(a: Found, b: Found): number {
  return (
    compareMatches(a.match, b.match) ||
    Number(a.match.alias !== null) - Number(b.match.alias !== null) ||
    a.entry.order - b.entry.order ||
    a.entry.suggestion.label.localeCompare(b.entry.suggestion.label)
  );
}

/**
 * The places and hotels a visitor's text names, by their own names, old and common names ("Bangalore" suggests
 * "Bengaluru, Karnataka" with `alias: 'Bangalore'`) and with typing errors forgiven ("Nivas Orchid"). Text with
 * nothing searchable in it suggests nothing.
 */
export function suggest(catalogue: NamedCatalogue, text: string, limit: number): Suggestion[] {
  const typed = toSearchText(text);
  if (!typed.compact) return [];
  const index = searchIndexOf(catalogue);
  const found: Found[] = [];
  for (const entries of [index.places, index.hotels]) {
    for (const entry of entries) {
      const match = bestNameMatch(typed, entry.names);
      if (match) found.push({ entry, match });
    }
  }
  return found
    .sort(compareFound)
    .slice(0, limit)
    .map(({ entry, match }) => (match.alias === null ? entry.suggestion : { ...entry.suggestion, alias: match.alias }));
}
