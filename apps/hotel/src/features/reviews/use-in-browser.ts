import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true in the browser after it: what depends on the visitor (the
 * session in storage) renders only then, so the server's cached HTML and the first client render agree.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
