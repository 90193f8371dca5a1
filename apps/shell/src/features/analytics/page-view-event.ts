import { matchRoute, type RouteDefinition } from '@nivaas/routes';
import { type AppEventOf } from '@nivaas/state';
import { analyticsSearchType } from '@nivaas/domain';

/**
 * The page-transition event of a path (SPEC.md section 2): the route table's page name (Hotel
 * Detail, Search, Home, Itinerary, Hotels In City, Confirmation), else the route's screen id
 * (`cities`, `faq`, `not-found` ...); search type 'search' on /search/, else 'browse'.
 */
export function pageViewEvent(pathname: string): AppEventOf<'analytics/page-view'> {
  const match = matchRoute(pathname);
  const route: RouteDefinition | null = match.route;
  return {
    type: 'analytics/page-view',
    pageName: route?.pageName ?? match.screen,
    searchType: analyticsSearchType(pathname),
    path: pathname,
  };
}

/** A known route typed without its slash is redirected (route-outlet.tsx): not a page of its own. */
export function isSlashRedirect(pathname: string): boolean {
  return !pathname.endsWith('/') && matchRoute(pathname).route === null && matchRoute(`${pathname}/`).route !== null;
}
