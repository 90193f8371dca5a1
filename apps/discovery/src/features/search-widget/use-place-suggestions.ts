import type { Suggestion } from '@nivaas/api-client/contract';
import { errorMessage, useResource, type AsyncStatus } from '@nivaas/state';
import { getSearchSuggestions } from './api/get-search-suggestions';

export interface SuggestionsState {
  readonly status: AsyncStatus;
  readonly items: readonly Suggestion[];
  /** docs/rules.md section 8: a suggestion failure is stored, so the field can say so. */
  readonly error: string | null;
}

/** Typing pauses this long before a request: one call per word, not per key. */
export const SUGGESTION_DEBOUNCE_MS = 250;
export const SUGGESTION_MIN_LENGTH = 2;

/**
 * Suggestions for a term, debounced and abortable (useResource): a newer term (or unmounting) aborts the
 * request in flight, so a slow answer never overwrites a newer one, and the last list stays while the next
 * loads. `term` null, or shorter than two letters, switches off.
 */
export function usePlaceSuggestions(term: string | null, debounceMs = SUGGESTION_DEBOUNCE_MS): SuggestionsState {
  const q = term?.trim() ?? '';
  const active = q.length >= SUGGESTION_MIN_LENGTH;
  const suggestions = useResource(active ? q : null, (signal) => getSearchSuggestions(q, signal), {
    timing: { debounceMs },
    keepPrevious: true,
  });
  return {
    status: suggestions.status,
    items: suggestions.status === 'error' ? [] : (suggestions.data ?? []),
    error: suggestions.status === 'error' ? errorMessage(suggestions.error) : null,
  };
}
