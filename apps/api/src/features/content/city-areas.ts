import type { City } from '@nivaas/api-client/contract';
import type { Catalogue } from '../../catalogue/catalogue-store';

/** Areas listed per city: what fits a line of links under the city's name. */
const AREAS_PER_CITY = 6;

export type CityWithAreas = City & {
  readonly localities: readonly (City['localities'][number] & { readonly hotel_count: number })[];
};

/**
 * A city of the landing page's `cities` with its areas (localities) that have open hotels, the busiest first and
 * each with its count, so every area link leads to a listing with hotels in it.
 */
export function cityWithAreas(catalogue: Catalogue, city: Catalogue['cities'][number]): CityWithAreas {
  const base = catalogue.city(city);
  const counts = new Map<number, number>();
  for (const h of catalogue.hotels)
    if (h.is_active && h.city_id === city.id) counts.set(h.locality_id, (counts.get(h.locality_id) ?? 0) + 1);
  const areas = catalogue.localities
    .filter((l) => l.city_id === city.id && (counts.get(l.id) ?? 0) > 0)
    .map((l) => ({
      name: l.name,
      slug: l.slug,
      coordinates: { lat: l.lat, lng: l.lng },
      hotel_count: counts.get(l.id) ?? 0,
    }))
    .sort((a, b) => b.hotel_count - a.hotel_count || a.name.localeCompare(b.name))
    .slice(0, AREAS_PER_CITY);
  return { ...base, localities: areas };
}
