import type { Suggestion } from '@nivaas/api-client/contract';
import { getSearchSuggestions } from './api/get-search-suggestions';

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Finds the place a text names when no suggestion was picked: typed and submitted straight
 * away, or pre-filled from a recent search (which keeps only the text and coordinates). An
 * exact name match wins, by its own name or the other name it was found by ("Bombay" is
 * Mumbai), the one at the same coordinates first; otherwise null (free text).
 */
export function pickPlace(
  suggestions: readonly Suggestion[],
  text: string,
  coordinates?: { readonly lat: number; readonly lng: number } | null,
): Suggestion | null {
  const wanted = normalise(text);
  const named = suggestions.filter(
    (s) =>
      normalise(s.area.search) === wanted ||
      normalise(s.label) === wanted ||
      (s.alias !== undefined && normalise(s.alias) === wanted),
  );
  if (coordinates) {
    const here = named.find((s) => s.coordinates?.lat === coordinates.lat && s.coordinates.lng === coordinates.lng);
    if (here) return here;
  }
  return named[0] ?? null;
}

export async function resolvePlace(
  text: string,
  coordinates?: { readonly lat: number; readonly lng: number } | null,
  signal?: AbortSignal,
): Promise<Suggestion | null> {
  return pickPlace(await getSearchSuggestions(text, signal), text, coordinates);
}
