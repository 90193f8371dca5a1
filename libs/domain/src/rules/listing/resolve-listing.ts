/**
 * Listing URLs (docs/rules.md section 2) are ambiguous by shape alone: `/hotels-in-new-delhi/` could be
 * the locality "new" of a city "delhi", and `/hotels-in-koramangala-bengaluru/` the city
 * "koramangala-bengaluru". They are resolved against the catalogue: the cities with their
 * localities, the amenity slugs and the category slugs the API knows.
 */
export interface ListingCatalogue {
  readonly cities: readonly { readonly slug: string; readonly localities: readonly string[] }[];
  readonly amenities: readonly string[];
  /** Category slugs such as `budget-hotels` and `couple-friendly-hotels`; plain `hotels` is implied. */
  readonly categories: readonly string[];
  /**
   * Landmark slugs (`kempegowda-international-airport`). Given, a `-near-{landmark}` listing must name one of them
   * (the shell server answers 404 for any other before its head goes out); absent, any landmark slug resolves and the
   * listing's own search says whether it exists (a client that never fetched the landmarks).
   */
  readonly landmarks?: readonly string[];
}

export type ListingKind =
  | 'city'
  | 'locality-city'
  | 'city-with-amenity'
  | 'hotels-with-amenity-in-city'
  | 'category-in-city'
  | 'category-in-locality-city'
  | 'near-landmark'
  | 'category-near-landmark'
  | 'near-me'
  | 'category-near-me';

/** What a listing URL asks for, in catalogue slugs. `category` is absent for plain hotels. */
export interface ListingQuery {
  readonly kind: ListingKind;
  readonly city?: string;
  readonly locality?: string;
  readonly amenity?: string;
  readonly category?: string;
  readonly landmark?: string;
  readonly nearMe?: boolean;
}

/** The default category word in listing URLs. */
export const PLAIN_HOTELS = 'hotels';
/** docs/rules.md section 2: landmark 'me' means near me. */
export const NEAR_ME_LANDMARK = 'me';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every way to cut `text` around `separator`, as [before, after] with both parts non-empty. */
function splits(text: string, separator: string): [string, string][] {
  const out: [string, string][] = [];
  let at = text.indexOf(separator);
  while (at > 0) {
    const after = text.slice(at + separator.length);
    if (after) out.push([text.slice(0, at), after]);
    at = text.indexOf(separator, at + 1);
  }
  return out;
}

/** `{city}` or `{locality}-{city}`: the city wins when the whole slug is one (`new-delhi`). */
function resolvePlace(slug: string, catalogue: ListingCatalogue): { city: string; locality?: string } | null {
  if (catalogue.cities.some((c) => c.slug === slug)) return { city: slug };
  for (const city of catalogue.cities) {
    const suffix = `-${city.slug}`;
    if (!slug.endsWith(suffix)) continue;
    const locality = slug.slice(0, -suffix.length);
    if (city.localities.includes(locality)) return { city: city.slug, locality };
  }
  return null;
}

function resolveNear(category: string, landmark: string, catalogue: ListingCatalogue): ListingQuery | null {
  const plain = category === PLAIN_HOTELS;
  if (landmark === NEAR_ME_LANDMARK)
    return plain ? { kind: 'near-me', nearMe: true } : { kind: 'category-near-me', category, nearMe: true };
  if (catalogue.landmarks && !catalogue.landmarks.includes(landmark)) return null;
  return plain ? { kind: 'near-landmark', landmark } : { kind: 'category-near-landmark', category, landmark };
}

/**
 * Resolves one listing path segment (e.g. `hotels-in-koramangala-bengaluru`) or a whole
 * pathname (`/hotels-in-koramangala-bengaluru/`). Returns null when the catalogue has no such
 * listing: the caller shows Not Found. Never throws.
 */
export function resolveListing(path: string, catalogue: ListingCatalogue): ListingQuery | null {
  const segment = typeof path === 'string' ? path.replace(/^\/+|\/+$/g, '') : '';
  if (!SLUG.test(segment)) return null;
  const isCategory = (slug: string) => slug === PLAIN_HOTELS || catalogue.categories.includes(slug);

  for (const [category, landmark] of splits(segment, '-near-')) {
    if (!isCategory(category)) continue;
    const near = resolveNear(category, landmark, catalogue);
    if (near) return near;
  }

  const withAmenity = 'hotels-with-';
  if (segment.startsWith(withAmenity)) {
    for (const [amenity, citySlug] of splits(segment.slice(withAmenity.length), '-in-')) {
      if (catalogue.amenities.includes(amenity) && catalogue.cities.some((c) => c.slug === citySlug)) {
        return { kind: 'hotels-with-amenity-in-city', amenity, city: citySlug };
      }
    }
  }

  for (const [category, rest] of splits(segment, '-in-')) {
    if (!isCategory(category)) continue;
    const place = resolvePlace(rest, catalogue);
    if (category === PLAIN_HOTELS) {
      if (place) return place.locality ? { kind: 'locality-city', ...place } : { kind: 'city', city: place.city };
      for (const [citySlug, amenity] of splits(rest, '-with-')) {
        if (catalogue.cities.some((c) => c.slug === citySlug) && catalogue.amenities.includes(amenity)) {
          return { kind: 'city-with-amenity', city: citySlug, amenity };
        }
      }
      continue;
    }
    if (place) {
      return place.locality
        ? { kind: 'category-in-locality-city', category, ...place }
        : { kind: 'category-in-city', category, city: place.city };
    }
  }
  return null;
}

/** The canonical path of a listing: the inverse of resolveListing. */
export function listingPath(query: ListingQuery): string {
  const category = query.category ?? PLAIN_HOTELS;
  const place = query.locality ? `${query.locality}-${query.city}` : (query.city ?? '');
  switch (query.kind) {
    case 'city':
    case 'locality-city':
      return `/hotels-in-${place}/`;
    case 'city-with-amenity':
      return `/hotels-in-${query.city}-with-${query.amenity}/`;
    case 'hotels-with-amenity-in-city':
      return `/hotels-with-${query.amenity}-in-${query.city}/`;
    case 'category-in-city':
    case 'category-in-locality-city':
      return `/${category}-in-${place}/`;
    case 'near-me':
    case 'category-near-me':
      return `/${category}-near-${NEAR_ME_LANDMARK}/`;
    case 'near-landmark':
    case 'category-near-landmark':
      return `/${category}-near-${query.landmark}/`;
  }
}
