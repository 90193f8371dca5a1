import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlatform } from '@nivaas/state';
import { todayInKolkata } from '@nivaas/domain';
import { isSlashRedirect, pageViewEvent } from './page-view-event';

/**
 * The page-transition analytics event of docs/rules.md section 2, once per path (the landing page
 * included; a query-only change is the same page). It goes on the bus as 'analytics/page-view';
 * start-analytics.ts sends it through the adapters with the platform label.
 */
export function AnalyticsHost() {
  const { pathname, search } = useLocation();
  const { bus } = usePlatform();
  const last = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice on mount; one path is one page view.
    if (last.current === pathname || isSlashRedirect(pathname)) return;
    last.current = pathname;
    // The stay is the one the page opened with: a query-only change is not another page view (the guard above).
    bus.emit(pageViewEvent(pathname, search, todayInKolkata()));
  }, [bus, pathname, search]);

  return null;
}
