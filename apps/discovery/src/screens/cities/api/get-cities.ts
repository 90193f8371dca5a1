import type { City } from '@nivaas/api-client/contract';
import { earlyResource } from '../../../features/first-view';
import { cityLinkOf } from './city-link';
import { citiesApi } from './cities-api';

/**
 * What the page shows of a city: its name, state and hotel count, linked by its slug. Only these, so the cities the
 * server drew the page with (embedded in it for hydration) do not carry every locality's coordinates.
 */
export type CityLink = Pick<City, 'name' | 'slug' | 'state' | 'hotel_count'>;

/** Every city (GET /api/v2/cities/). An answer that is not a list is a failure, as a failed call is. */
export async function getCities(signal?: AbortSignal): Promise<readonly CityLink[]> {
  const answer: unknown = await citiesApi.api.getCities(undefined, { signal });
  const list = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)['data'] : undefined;
  if (!Array.isArray(list)) throw new Error('The cities answer has no list of cities');
  return list.map(cityLinkOf).filter((city): city is CityLink => city !== null);
}

/** The page's one read: its loader starts it in the browser, the screen takes it (features/first-view). */
export const citiesRequest = earlyResource('cities', getCities);
