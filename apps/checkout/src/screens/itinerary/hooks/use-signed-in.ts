import { useEffect, useRef } from 'react';
import { usePlatform, useStore, type SessionState } from '@nivaas/state';

const selectSignedIn = (state: SessionState) => state.isAuthenticated;

/**
 * Whether the visitor is signed in, and a reload of the itinerary when that changes: member prices, the wallet
 * and the coupons a guest may use depend on the session.
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
