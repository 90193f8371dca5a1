import { SORT_OPTIONS, type SortBy } from '@nivaas/domain/search';

/**
 * The query keys the listing's loader prices (the stay). `?sort=` is left out: it only orders the loader's first
 * answer (the list sorts itself after), and the visitor's own sort is written to the URL, which must not run the
 * loader again (that would start the list and its filters over). Read by src/routes.ts (ScreenDefinition.loaderQuery).
 */
export const LISTING_LOADER_QUERY = ['checkin', 'checkout', 'roomconfig'] as const;

/** A sort the URL asks for (`?sort=price_low_to_high`, a link that opens the listing sorted), else none. */
export function sortOf(searchParams: URLSearchParams): SortBy | null {
  const value = searchParams.get('sort')?.trim();
  return value && (SORT_OPTIONS as readonly string[]).includes(value) ? (value as SortBy) : null;
}

/** The popular collection a link opens the listing for (`?collection=near-metro`, docs/rules.md 3 checkedCollection). */
export function collectionOf(searchParams: URLSearchParams): string | null {
  return searchParams.get('collection')?.trim() || null;
}
