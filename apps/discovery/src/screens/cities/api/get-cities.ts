import { getBrowserApiClient } from '@nivaas/api-client';
import type { City } from '@nivaas/api-client/contract';
import { earlyResource } from '../../../features/first-view';

/**
 * What the page shows of a city: its name, state and hotel count, linked by its slug. Only these, so the cities the
 * server drew the page with (embedded in it for hydration) do not carry every locality's coordinates.
 */
export type CityLink = Pick<City, 'name' | 'slug' | 'state' | 'hotel_count'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A city of the answer that can be listed (a name and a slug), else null: one bad entry does not cost the page. */
function cityLinkOf(value: unknown): CityLink | null {
  if (!isRecord(value)) return null;
  const { name, slug, state, hotel_count: hotels } = value;
  if (typeof name !== 'string' || !name.trim() || typeof slug !== 'string' || !slug.trim()) return null;
  return {
    name,
    slug,
    state: typeof state === 'string' ? state : '',
    hotel_count: typeof hotels === 'number' && Number.isInteger(hotels) && hotels >= 0 ? hotels : 0,
  };
}

/** Every city (GET /api/v2/cities/). An answer that is not a list is a failure, as a failed call is. */
export async function getCities(signal?: AbortSignal): Promise<readonly CityLink[]> {
  const answer: unknown = await getBrowserApiClient().getCities(undefined, { signal });
  const list = isRecord(answer) ? answer['data'] : undefined;
  if (!Array.isArray(list)) throw new Error('The cities answer has no list of cities');
  return list.map(cityLinkOf).filter((city): city is CityLink => city !== null);
}

/** The page's one read: its loader starts it in the browser, the screen takes it (features/first-view). */
export const citiesRequest = earlyResource('cities', getCities);
