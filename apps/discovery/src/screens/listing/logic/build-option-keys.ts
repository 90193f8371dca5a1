import { priceBands } from '@nivaas/domain/prices';
import { BED_TYPES, BRANDS_MAP, RATING_FILTER_OPTIONS } from '@nivaas/domain/search';
import type { Amenity, ListingResults } from '../data/listing-types';
import { PAYMENT_AND_POLICY_KEYS } from '../data/to-listing-results';
import type { OptionKeys } from './filter-state';
import { priceBandKey } from './recompute';

const byName = (names: Readonly<Record<string, string>>) => (a: string, b: string) =>
  (names[a] ?? a).localeCompare(names[b] ?? b);

/**
 * The options of every filter group for one listing. Fixed lists come from docs/rules.md 9 (rating,
 * bed types, price bands per room times rooms); the others are what this listing's hotels have,
 * amenities in the catalogue's order, places and collections by name, brands in the brands map's order.
 */
export function buildOptionKeys(results: ListingResults, amenities: readonly Amenity[]): OptionKeys {
  const present = (group: 'otherAmenities' | 'roomAmenities') => new Set(results.rows.flatMap((r) => r.facets[group]));
  const other = present('otherAmenities');
  const room = present('roomAmenities');
  const brandOrder = Object.keys(BRANDS_MAP);
  const brandRank = (code: string) => (brandOrder.includes(code) ? brandOrder.indexOf(code) : brandOrder.length);
  return {
    priceRanges: priceBands(results.rooms).map(priceBandKey),
    localities: Object.keys(results.localityNames).sort(byName(results.localityNames)),
    otherAmenities: amenities.filter((a) => a.category !== 'room' && other.has(a.slug)).map((a) => a.slug),
    roomAmenities: amenities.filter((a) => a.category === 'room' && room.has(a.slug)).map((a) => a.slug),
    userRating: RATING_FILTER_OPTIONS.map(String),
    bedTypes: [...BED_TYPES],
    brands: Object.keys(results.brandNames).sort((a, b) => brandRank(a) - brandRank(b) || a.localeCompare(b)),
    popularCollections: Object.keys(results.collectionNames).sort(byName(results.collectionNames)),
    paymentAndPolicies: [...PAYMENT_AND_POLICY_KEYS],
  };
}
