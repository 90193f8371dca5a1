import { isObject, listOf, textOf } from '../../features/content';

/** A city of the landing page with its areas that have hotels (content landing-page `cities`). */
export interface LandingCityAreas {
  readonly city: string;
  readonly citySlug: string;
  readonly areas: readonly { readonly name: string; readonly slug: string; readonly hotelCount: number }[];
}

/** At most this many cities and areas per city: one screenful of links, not a directory. */
const MAX_CITIES = 8;
const MAX_AREAS = 6;

/**
 * The landing page's cities read defensively: each with a name, a slug and the areas that have hotels (an area with
 * no hotels would lead to an empty listing); a city with no such area is left out.
 */
export function landingCityAreas(value: unknown): LandingCityAreas[] {
  return listOf(value)
    .filter(isObject)
    .flatMap((city) => {
      const name = textOf(city, 'name');
      const slug = textOf(city, 'slug');
      if (!name || !slug) return [];
      const areas = listOf(city, 'localities')
        .filter(isObject)
        .flatMap((area) => {
          const count = area['hotel_count'];
          const areaName = textOf(area, 'name');
          const areaSlug = textOf(area, 'slug');
          return areaName && areaSlug && typeof count === 'number' && count > 0
            ? [{ name: areaName, slug: areaSlug, hotelCount: Math.floor(count) }]
            : [];
        })
        .slice(0, MAX_AREAS);
      return areas.length ? [{ city: name, citySlug: slug, areas }] : [];
    })
    .slice(0, MAX_CITIES);
}
