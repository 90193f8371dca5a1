import { matchRoute, type RouteDefinition } from '@nivaas/routes';
import { type AppEventOf } from '@nivaas/state';
import { type IsoDate } from '@nivaas/domain';
import { deriveSearchValues, parseSiteSearchQuery } from '@nivaas/domain/search';
import { analyticsSearchType } from '@nivaas/domain/sign-in';

/**
 * The page-transition event of a path (docs/rules.md section 2): the route table's page name (Hotel
 * Detail, Search, Home, Itinerary, Hotels In City, Confirmation), else the route's screen id
 * (`cities`, `faq`, `not-found` ...); search type 'search' on /search/, else 'browse'. When the query names a
 * stay (`?checkin=`), docs/rules.md 3's derived values go with it, advance booking days among them (days from today in
 * Kolkata to check-in), read by the same rules the pages read the query with (clamped, rooms decoded).
 */
export function pageViewEvent(pathname: string, search = '', today?: IsoDate): AppEventOf<'analytics/page-view'> {
  const match = matchRoute(pathname);
  const route: RouteDefinition | null = match.route;
  const event: AppEventOf<'analytics/page-view'> = {
    type: 'analytics/page-view',
    pageName: route?.pageName ?? match.screen,
    searchType: analyticsSearchType(pathname),
    path: pathname,
  };
  if (!today || !new URLSearchParams(search).has('checkin')) return event;
  const { stay, rooms } = parseSiteSearchQuery(search, today);
  return { ...event, stay: { ...deriveSearchValues(stay, rooms, today) } };
}

/** A known route typed without its slash is redirected (route-outlet.tsx): not a page of its own. */
export function isSlashRedirect(pathname: string): boolean {
  return !pathname.endsWith('/') && matchRoute(pathname).route === null && matchRoute(`${pathname}/`).route !== null;
}
