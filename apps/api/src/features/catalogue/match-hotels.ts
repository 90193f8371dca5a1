import { searchIndexOf, type NamedCatalogue } from './search-index';
import { bestNameMatch } from './text-match/best-name-match';
import type { NameMatch } from './text-match/match-name';
import { toSearchText } from './text-match/search-text';

/**
 * The active hotels whose name the text names, with how well (the search screen's hotels by name): "Nivas Orchid"
 * finds the Nivaas Orchid hotels. Text with nothing searchable in it names none.
 */
export function matchHotels(catalogue: NamedCatalogue, text: string): Map<number, NameMatch> {
  const typed = toSearchText(text);
  const matches = new Map<number, NameMatch>();
  if (!typed.compact) return matches;
  for (const entry of searchIndexOf(catalogue).hotels) {
    const match = bestNameMatch(typed, entry.names);
    if (match && entry.suggestion.hotel_id !== null) matches.set(entry.suggestion.hotel_id, match);
  }
  return matches;
}
