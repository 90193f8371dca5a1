import type { City } from '@nivaas/api-client/contract';
import type { ListingCatalogue } from '@nivaas/routes';
import type { Amenity } from './listing-types';
import type { ListingApi } from './listing-api';

/** What listing URLs are resolved against, and the names headings show. */
export interface ListingReference {
  readonly cities: readonly City[];
  readonly amenities: readonly Amenity[];
  /** `categories` of getFacilities: the listing categories (budget-hotels, ...). */
  readonly categories: readonly string[];
}

let cached: Promise<ListingReference> | null = null;

/**
 * Cities with localities and the facilities, fetched once for the page's life (a failure is not
 * kept). Not tied to one visit's abort signal: every listing visit after it shares the answer.
 */
export function loadListingReference(api: ListingApi): Promise<ListingReference> {
  if (!cached) {
    const loading = Promise.all([api.getCities(), api.getFacilities()]).then(([cities, facilities]) => ({
      cities: cities.data,
      amenities: facilities.data,
      categories: facilities.categories,
    }));
    cached = loading;
    loading.catch(() => {
      if (cached === loading) cached = null;
    });
  }
  return cached;
}

/** Tests only: forget the cached reference. */
export function resetListingReference(): void {
  cached = null;
}

/** The catalogue listing paths resolve against: cities with their localities, amenity and category slugs. */
export function catalogueFor(reference: ListingReference): ListingCatalogue {
  return {
    cities: reference.cities.map((c) => ({ slug: c.slug, localities: c.localities.map((l) => l.slug) })),
    amenities: reference.amenities.map((a) => a.slug),
    categories: reference.categories,
  };
}
