import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True only after hydration in a browser: server render and the first client render agree (false),
 * so portals and document access never run on the server.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
