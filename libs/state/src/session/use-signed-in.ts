import { useEffect, useRef } from 'react';
import { usePlatform } from '../platform/platform-context';
import { useStore } from '../store/use-store';
import type { SessionState } from './session-state';

const selectSignedIn = (state: SessionState) => state.isAuthenticated;

/**
 * Whether the visitor is signed in, and `reload` when that changes: member prices, points and the coupons a
 * guest may use depend on the session, so a screen showing prices reloads them on sign-in and sign-out.
 */
export function useSignedIn(reload: () => void): boolean {
  const platform = usePlatform();
  const signedIn = useStore(platform.session.store, selectSignedIn);
  const seen = useRef(signedIn);
  useEffect(() => {
    if (seen.current === signedIn) return;
    seen.current = signedIn;
    reload();
  }, [signedIn, reload]);
  return signedIn;
}
