import type { Suggestion } from '@nivaas/api-client/contract';
import { searchWidgetApi } from './search-widget-api';

/** How many places the widget lists; enough for a phone screen above the keyboard. */
export const SUGGESTION_LIMIT = 8;
/** The API's query limit (SuggestionsQuery.q maxLength). */
const MAX_QUERY_LENGTH = 100;

/** Places matching the text: cities, localities, landmarks, amenities and hotels, best first. */
export async function getSearchSuggestions(text: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const q = text.trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) return [];
  const response = await searchWidgetApi.api.getSearchSuggestions(
    { query: { q, limit: SUGGESTION_LIMIT } },
    { signal },
  );
  return response.suggestions;
}
