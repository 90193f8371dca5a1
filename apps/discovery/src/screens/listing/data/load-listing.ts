import { isApiError } from '@nivaas/api-client';
import { resolveListing, RouteNotFoundError, type ListingQuery, type LoaderContext } from '@nivaas/routes';
import { todayInKolkata, type IsoDate } from '@nivaas/domain';
import { humanizeSlug } from '../logic/humanize-slug';
import { fetchListingResults } from './fetch-listing-results';
import { browserDocument } from '@nivaas/state';
import { collectionOf, sortOf } from './listing-query';
import { listingApi, type ListingApi } from './listing-api';
import { catalogueFor, loadListingReference, type ListingReference } from './listing-reference';
import { listingStay } from './listing-stay';
import type { HotelSummary, ListingData, ListingPlace } from './listing-types';

function placeOf(query: ListingQuery, reference: ListingReference, hotels: readonly HotelSummary[]): ListingPlace {
  const city = reference.cities.find((c) => c.slug === query.city);
  const locality = city?.localities.find((l) => l.slug === query.locality);
  const amenity = reference.amenities.find((a) => a.slug === query.amenity);
  const landmark =
    query.landmark && !query.nearMe
      ? (hotels.flatMap((h) => h.address.landmarks).find((l) => l.slug === query.landmark)?.name ??
        humanizeSlug(query.landmark))
      : undefined;
  return {
    ...(city ? { city: city.name } : {}),
    ...(locality ? { locality: locality.name } : {}),
    ...(amenity ? { amenity: amenity.name } : {}),
    ...(landmark ? { landmark } : {}),
  };
}

async function nearMeSeoContent(api: ListingApi, signal: AbortSignal): Promise<{ title: string; text: string } | null> {
  try {
    const { data } = await api.getContentsV2({ query: { keys: 'hotels_near_me_seo_content' } }, { signal });
    const value = data['hotels_near_me_seo_content'] as { title?: unknown; text?: unknown } | undefined;
    return typeof value?.title === 'string' && typeof value.text === 'string'
      ? { title: value.title, text: value.text }
      : null;
  } catch {
    return null;
  }
}

/**
 * The listing screen's loader (docs/rules.md 2: one screen for every listing route). Resolves the path
 * against the catalogue (unknown: Not Found), reads the stay from the site query, and fetches the
 * hotels with their prices for that stay. Near me has no hotels yet: the screen asks for the
 * visitor's position first. On the server the answer is the first view (first-view-results.ts). A failed fetch is data (the screen offers Retry), a 404 is Not Found.
 */
export async function loadListing(
  context: Pick<LoaderContext, 'pathname' | 'searchParams' | 'signal'>,
  today: IsoDate = todayInKolkata(),
  doc: Document | null = browserDocument(),
): Promise<ListingData> {
  const { api } = listingApi;
  const { pathname, signal } = context;
  const stay = listingStay(context.searchParams, today);
  let known: { query: ListingQuery; place: ListingPlace } | null = null;
  try {
    const reference = await loadListingReference(api);
    const query = resolveListing(pathname, catalogueFor(reference));
    if (!query) throw new RouteNotFoundError(`No listing at ${pathname}`);
    known = { query, place: placeOf(query, reference, []) };
    const [fetched, nearMeSeo] = await Promise.all([
      query.nearMe ? null : fetchListingResults(api, query, stay, null, signal, sortOf(context.searchParams)),
      query.nearMe ? nearMeSeoContent(api, signal) : null,
    ]);
    const results = fetched?.results ?? null;
    // On the server (no document) the page carries its first view only: the first cards and every hotel's filter
    // row. The browser asks for the other cards once its list needs them. A chunk of its own: the browser's loader
    // never needs it.
    const carried =
      results && !doc
        ? (await import(/* webpackChunkName: "listing-first-view" */ './first-view-results')).firstViewResults(
            results,
            reference.amenities,
            collectionOf(context.searchParams),
          )
        : results;
    return {
      status: 'ready',
      pathname,
      query,
      place: placeOf(query, reference, fetched?.hotels ?? []),
      stay,
      amenities: reference.amenities,
      results: carried,
      nearMeSeo,
    };
  } catch (error) {
    if (error instanceof RouteNotFoundError) throw error;
    // The API knows no such city, locality, landmark, amenity or category.
    if (isApiError(error) && error.status === 404) throw new RouteNotFoundError(error.message);
    if (signal.aborted) throw error;
    return { status: 'error', pathname, stay, ...(known ?? {}) };
  }
}
