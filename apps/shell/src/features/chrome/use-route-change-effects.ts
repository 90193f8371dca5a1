import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { EventBus } from '@nivaas/state';

export interface RouteChangeDeps {
  readonly bus: EventBus;
  readonly scrollToTop: () => void;
}

/**
 * docs/rules.md section 2: on each path change the page scrolls to the top and the top progress bar
 * starts (the UI store holds it at 0.3 and stops it after 1000 ms). The first render is a page
 * load, not a route change, so nothing happens then; a query-only change (a filter, a sort) keeps
 * the visitor's place on the page.
 */
export function useRouteChangeEffects({ bus, scrollToTop }: RouteChangeDeps): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    bus.emit({ type: 'progress/start' });
    scrollToTop();
  }, [bus, pathname, scrollToTop]);
}
