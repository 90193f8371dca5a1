import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from './create-store';

/**
 * Reads a store in React. The server snapshot is the store's current state, so a
 * server render shows what the loader put in the store. Selectors must return a
 * stable reference for unchanged input (select a slice, not a freshly built object).
 */
export function useStore<S, T = S>(store: Store<S>, selector?: (state: S) => T): T {
  const getSnapshot = useCallback(
    () => (selector ? selector(store.getState()) : (store.getState() as unknown as T)),
    [store, selector],
  );
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
