import { formatInr as formatInrIn } from '@nivaas/domain';
import { type FilterGroup } from '@nivaas/domain/search';
import { currentLocale } from '@nivaas/i18n';
import type { Amenity, ListingResults } from '../data/listing-types';
import { hasListingMessage, type ListingT } from '../i18n/listing-messages';
import { CUSTOM_PRICE_KEY } from '../logic/filter-selection';
import type { FilterState } from '../logic/filter-state';

/** Amounts in the page's locale (an option label is computed while rendering). */
const formatInr = (amount: number) => formatInrIn(amount, currentLocale());

/** The highest standard band ends at 999999 per room: shown as "and above". */
const OPEN_ENDED_FROM = 999_999;

export interface LabelContext {
  readonly t: ListingT;
  readonly results: ListingResults;
  readonly amenities: readonly Amenity[];
  readonly customPriceRange: FilterState['customPriceRange'];
}

/** The visible text of one option of a group. */
export function optionLabel(
  group: FilterGroup,
  key: string,
  { t, results, amenities, customPriceRange }: LabelContext,
): string {
  switch (group) {
    case 'priceRanges': {
      if (key === CUSTOM_PRICE_KEY) {
        return t('price.custom', {
          start: formatInr(customPriceRange.startRange),
          end: formatInr(customPriceRange.endRange),
        });
      }
      const [start = 0, end = 0] = key.split('-').map(Number);
      return end >= OPEN_ENDED_FROM
        ? t('price.band-above', { start: formatInr(start) })
        : t('price.band', { start: formatInr(start), end: formatInr(end) });
    }
    case 'localities':
      return results.localityNames[key] ?? key;
    case 'otherAmenities':
    case 'roomAmenities':
      return amenities.find((a) => a.slug === key)?.name ?? key;
    case 'userRating':
      return t('rating.option', { rating: key });
    case 'bedTypes': {
      const message = `bed.${key}`;
      return hasListingMessage(message) ? t(message) : key;
    }
    case 'brands':
      return results.brandNames[key] ?? key;
    case 'popularCollections': {
      // The API names a collection ("Top Rated", an identifier it filters by); its label is the page's language.
      const message = `collection.${key}`;
      return hasListingMessage(message) ? t(message) : (results.collectionNames[key] ?? key);
    }
    case 'paymentAndPolicies': {
      const message = `policy.${key}`;
      return hasListingMessage(message) ? t(message) : key;
    }
  }
}
