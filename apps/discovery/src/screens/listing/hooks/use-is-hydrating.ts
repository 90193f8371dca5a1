import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while React draws a screen over the server's HTML (and on the server itself), false in a render of its
 * own (a client navigation, a later remount). What only this browser knows (sessionStorage) may shape a render of
 * its own at once; during hydration it must wait for an effect, or the HTML would not match (issue 16).
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
