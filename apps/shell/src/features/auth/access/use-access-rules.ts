import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePlatform, useStore, type SessionState } from '@nivaas/state';
import { bookingHistoryLoginRedirect } from './booking-history-redirect';
import { rememberTrafficSource, trafficSource } from './traffic-source';

const selectIsAuthenticated = (s: SessionState) => s.isAuthenticated;

/**
 * Applies the access rules on every route and on every session change: a logout or a 401 on booking
 * history sends the visitor to /login/ at once, not on their next click.
 */
export function useAccessRules(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const platform = usePlatform();
  const isAuthenticated = useStore(platform.session.store, selectIsAuthenticated);

  useEffect(() => {
    rememberTrafficSource(search, platform.cookies);
    const target = bookingHistoryLoginRedirect({
      pathname,
      search,
      isAuthenticated,
      utmSource: trafficSource(search, platform.cookies),
    });
    if (target) navigate(target, { replace: true });
  }, [pathname, search, isAuthenticated, platform, navigate]);
}
