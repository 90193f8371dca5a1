import type { Amenity } from '@nivaas/api-client/contract';
import type { Catalogue, CityRow, HotelRow, PlaceRow } from '../catalogue/catalogue-store';
import type { Coupon } from '../pricing/coupons';
import { generateCatalogue } from '../seed/generate-catalogue';
import { COUPONS } from '../seed/reference-data';

/**
 * The seeded catalogue's places and hotels straight from the generator, as the database gives them back: for
 * tests of the search that need the real names but no database (PGlite takes seconds to start).
 */
export function seededCatalogue(): Pick<Catalogue, 'cities' | 'localities' | 'landmarks' | 'amenities' | 'hotels'> {
  const rows = generateCatalogue();
  return {
    cities: rows.cities as unknown as CityRow[],
    localities: rows.localities as PlaceRow[],
    landmarks: rows.landmarks as unknown as PlaceRow[],
    amenities: rows.amenities as Amenity[],
    hotels: rows.hotels as unknown as HotelRow[],
  };
}

/** The seeded coupons as the pricing reads them (coupons.ts's Coupon), for tests that price without a database. */
export function seededCoupons(): Coupon[] {
  return COUPONS.map((c) => ({
    code: c.code,
    percent: c.percent,
    maxDiscount: c.max,
    minAmount: c.min,
    description: c.description,
    firstBooking: c.firstBooking,
  }));
}
