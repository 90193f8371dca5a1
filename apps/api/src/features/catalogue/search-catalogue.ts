import { DEFAULT_LOCALE, type Locale } from '@nivaas/i18n';
import type { SearchHotelsQuery, SearchHotelsResponse } from '@nivaas/api-client/contract';
import { badRequest, notFound } from '../../http/api-error';
import { distanceKm, type Catalogue, type HotelRow } from '../../catalogue/catalogue-store';
import { matchHotels } from './match-hotels';
import { compareMatches, type NameMatch } from './text-match/match-name';

const DEFAULT_RADIUS_KM = 5;

/**
 * Resolves what a listing URL names (city, locality, landmark, amenity, category, or a point for
 * "near me") to hotels. An unknown slug is a 404 so the site can show Not Found for a bad URL.
 */
export function searchCatalogue(
  catalogue: Catalogue,
  query: SearchHotelsQuery,
  locale: Locale = DEFAULT_LOCALE,
): SearchHotelsResponse {
  let hotels: HotelRow[] = catalogue.hotels.filter((h) => h.is_active);
  let from: { lat: number; lng: number } | null = null;
  // Half a point would silently search everywhere: say so instead.
  if ((query.lat === undefined) !== (query.lng === undefined))
    throw badRequest('Invalid location', ['lat and lng go together']);
  if (query.city) {
    const city = catalogue.citiesBySlug.get(query.city);
    if (!city) throw notFound(`Unknown city ${query.city}`);
    hotels = hotels.filter((h) => h.city_id === city.id);
    if (query.locality) {
      const locality = catalogue.localities.find((l) => l.city_id === city.id && l.slug === query.locality);
      if (!locality) throw notFound(`Unknown locality ${query.locality}`);
      hotels = hotels.filter((h) => h.locality_id === locality.id);
    }
  } else if (query.locality) throw notFound('A locality needs its city');
  if (query.landmark) {
    const landmark = catalogue.landmarks.find((l) => l.slug === query.landmark);
    if (!landmark) throw notFound(`Unknown landmark ${query.landmark}`);
    from = { lat: landmark.lat, lng: landmark.lng };
  }
  if (query.lat !== undefined && query.lng !== undefined) from = { lat: query.lat, lng: query.lng };
  if (query.amenity) {
    const amenity = catalogue.amenities.find((a) => a.slug === query.amenity);
    if (!amenity) throw notFound(`Unknown amenity ${query.amenity}`);
    hotels = hotels.filter((h) => h.amenity_ids.includes(amenity.id));
  }
  if (query.category) {
    const category = query.category;
    if (category !== 'hotels' && !catalogue.hotels.some((h) => h.categories.includes(category)))
      throw notFound(`Unknown category ${category}`);
    if (category !== 'hotels') hotels = hotels.filter((h) => h.categories.includes(category));
  }
  if (query.q) {
    // Best matches first (the name as typed before one with typing errors); otherwise in catalogue order.
    const matches = matchHotels(catalogue, query.q);
    const matchOf = (h: HotelRow) => matches.get(h.id) as NameMatch;
    hotels = hotels.filter((h) => matches.has(h.id)).sort((a, b) => compareMatches(matchOf(a), matchOf(b)));
  }
  if (from) {
    const point = from;
    const radius = query.radius_km ?? DEFAULT_RADIUS_KM;
    hotels = hotels
      .map((h) => ({ h, d: distanceKm(point, { lat: h.lat, lng: h.lng }) }))
      .filter((x) => x.d <= radius)
      .sort((a, b) => a.d - b.d)
      .map((x) => x.h);
  }
  const limit = query.limit ?? 300;
  const page = query.page ?? 1;
  const slice = hotels.slice((page - 1) * limit, page * limit);
  return {
    total: hotels.length,
    page,
    limit,
    hotel_ids: slice.map((h) => h.id),
    hotels: slice.map((h) => catalogue.summary(h, from, locale)),
  };
}
