import { resolveListing, sortHotels, type ListingCatalogue } from '@nivaas/domain/search';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { CATEGORIES } from '../../seed/reference-data';
import { searchCatalogue } from '../catalogue';

/**
 * The listing draws its first 12 cards at once (discovery's hotel-list.tsx LIST_PAGE) and the rest on
 * scroll: the structured data lists those, as Google reads a summary page's list (the items a visitor
 * sees, each linking to its own page), and the head stays small ahead of the page's first paint.
 */
export const ITEM_LIST_LENGTH = 12;

/** One hotel of a listing's ItemList: schema.org ListItem of a summary page (position, url, name). */
export interface ListItem {
  readonly '@type': 'ListItem';
  readonly position: number;
  readonly url: string;
  readonly name: string;
}

/** The slugs listing URLs are resolved against: the same catalogue the site's listing resolves with. */
function listingCatalogueOf(catalogue: Catalogue): ListingCatalogue {
  return {
    cities: catalogue.cities.map((city) => ({
      slug: city.slug,
      localities: catalogue.localities.filter((l) => l.city_id === city.id).map((l) => l.slug),
    })),
    amenities: catalogue.amenities.map((a) => a.slug),
    categories: [...CATEGORIES],
  };
}

/**
 * The hotels a listing page shows first, as ListItems linking to each hotel's page on `site`: the path
 * is resolved as the site resolves it (resolveListing), searched as the listing searches
 * (searchCatalogue, the code behind searchHotels) and put in the listing's default order (Recommended,
 * sortHotels). Null when the page's hotels cannot be known ahead: near me (the visitor's position), a
 * listing the catalogue does not know, or one without hotels. The caller then emits no ItemList, since
 * an empty one tells search engines the page lists nothing.
 */
export function listingItems(catalogue: Catalogue, path: string, site: string): ListItem[] | null {
  const query = resolveListing(path, listingCatalogueOf(catalogue));
  if (!query || query.nearMe) return null;
  let found: ReturnType<typeof searchCatalogue>;
  try {
    found = searchCatalogue(catalogue, {
      ...(query.city ? { city: query.city } : {}),
      ...(query.locality ? { locality: query.locality } : {}),
      ...(query.amenity ? { amenity: query.amenity } : {}),
      ...(query.category ? { category: query.category } : {}),
      ...(query.landmark ? { landmark: query.landmark } : {}),
    });
  } catch {
    return null; // A slug the search refuses (a category no hotel has): the page is Not Found, no list.
  }
  // Availability depends on the visitor's dates; the list is the same for everyone, so all count as available.
  const shown = sortHotels(
    found.hotels.map((hotel) => ({ ...hotel, isAvailable: true })),
    'recommended',
  ).slice(0, ITEM_LIST_LENGTH);
  if (shown.length === 0) return null;
  return shown.map((hotel, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    // The hotel's own URL, as the site builds it (libs/routes hotelPath) and the shell server redirects to.
    url: `${site}/hotels-in-${hotel.address.city_slug}/${hotel.slug}-${hotel.id}/`,
    name: hotel.name,
  }));
}
