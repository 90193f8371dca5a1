import type { ListingQuery } from '@nivaas/routes';
import { humanizeSlug } from './humanize-slug';
import type { ListingPlace } from '../data/listing-types';
import { hasListingMessage, type ListingT } from '../i18n/listing-messages';

/** The words for a category slug: translated when known, else the slug read aloud ("Budget hotels"). */
export function categoryLabel(t: ListingT, category: string): string {
  const key = `category.${category}`;
  if (hasListingMessage(key)) return t(key);
  const words = humanizeSlug(category);
  return words.charAt(0) + words.slice(1).toLowerCase();
}

/** The heading says what was searched: "Hotels in Koramangala, Bengaluru", "Budget hotels near MG Road". */
export function listingHeading(
  t: ListingT,
  query: ListingQuery,
  place: ListingPlace,
  nearMeTitle?: string | null,
): string {
  const city = place.city ?? (query.city ? humanizeSlug(query.city) : '');
  const locality = place.locality ?? (query.locality ? humanizeSlug(query.locality) : '');
  const category = query.category ? categoryLabel(t, query.category) : '';
  const landmark = place.landmark ?? (query.landmark ? humanizeSlug(query.landmark) : '');
  switch (query.kind) {
    case 'city':
      return t('heading.city', { city });
    case 'locality-city':
      return t('heading.locality-city', { locality, city });
    case 'city-with-amenity':
    case 'hotels-with-amenity-in-city':
      return t('heading.amenity-city', { amenity: place.amenity ?? humanizeSlug(query.amenity ?? ''), city });
    case 'category-in-city':
      return t('heading.category-city', { category, city });
    case 'category-in-locality-city':
      return t('heading.category-locality-city', { category, locality, city });
    case 'near-landmark':
      return t('heading.landmark', { landmark });
    case 'category-near-landmark':
      return t('heading.category-landmark', { category, landmark });
    case 'near-me':
      return nearMeTitle || t('heading.near-me');
    case 'category-near-me':
      return t('heading.category-near-me', { category });
  }
}
