import type { City } from '@nivaas/api-client/contract';

/** Test fixture: a city as the API lists it. Never imported by app code. */

/** `name` in Karnataka (its slug from the name), 1 hotel, no picture, no localities, unless `over` says otherwise. */
export function apiCity(name: string, over: Partial<City> = {}): City {
  return {
    id: name.length,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    state: 'Karnataka',
    coordinates: { lat: 0, lng: 0 },
    hotel_count: 1,
    image_url: '',
    is_popular: false,
    localities: [],
    ...over,
  };
}
