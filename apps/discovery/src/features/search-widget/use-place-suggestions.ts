import type { Suggestion } from '@nivaas/api-client/contract';
import { useEffect, useState } from 'react';
import { getSearchSuggestions } from './api/get-search-suggestions';

export type SuggestionsStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SuggestionsState {
  readonly status: SuggestionsStatus;
  readonly term: string;
  readonly items: readonly Suggestion[];
  /** SPEC.md section 8: a suggestion failure is stored, so the field can say so. */
  readonly error: string | null;
}

/** Typing pauses this long before a request: one call per word, not per key. */
export const SUGGESTION_DEBOUNCE_MS = 250;
export const SUGGESTION_MIN_LENGTH = 2;

const IDLE: SuggestionsState = { status: 'idle', term: '', items: [], error: null };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Suggestions for a term, debounced and abortable: a newer term (or unmounting) aborts the
 * request in flight, so a slow answer never overwrites a newer one. `term` null switches off.
 */
export function usePlaceSuggestions(term: string | null, debounceMs = SUGGESTION_DEBOUNCE_MS): SuggestionsState {
  const q = term?.trim() ?? '';
  const active = q.length >= SUGGESTION_MIN_LENGTH;
  const [state, setState] = useState<SuggestionsState>(IDLE);

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ status: 'loading', term: q, items: s.items, error: null }));
      getSearchSuggestions(q, controller.signal).then(
        (items) => !controller.signal.aborted && setState({ status: 'success', term: q, items, error: null }),
        (error: unknown) =>
          !controller.signal.aborted && setState({ status: 'error', term: q, items: [], error: messageOf(error) }),
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, active, debounceMs]);

  return active ? state : IDLE;
}
