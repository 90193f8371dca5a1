import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from './create-store';

/**
 * Reads a store in React. The server snapshot is the store's initial state: a server render never knows the
 * visitor (no storage, no session: nothing personal in HTML that may be cached), and the browser's hydration
 * renders that same state first, then the visitor's (the name in the header, member prices) right after, with no
 * hydration mismatch. Selectors must return a stable reference for unchanged input (select a slice, not a freshly
 * built object).
 */
export function useStore<S, T = S>(store: Store<S>, selector?: (state: S) => T): T {
  const getSnapshot = useCallback(
    () => (selector ? selector(store.getState()) : (store.getState() as unknown as T)),
    [store, selector],
  );
  const getServerSnapshot = useCallback(
    () => (selector ? selector(store.getInitialState()) : (store.getInitialState() as unknown as T)),
    [store, selector],
  );
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot);
}
