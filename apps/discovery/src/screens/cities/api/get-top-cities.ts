import { getContents } from '../../../features/content';
import { earlyResource } from '../../../features/first-view';
import type { CityLink } from './get-cities';
import { cityLinkOf } from './city-link';

/** Content `top_cities` (GET /api/v2/contents/): the cities with the most hotels, most first; unreadable ones left out. */
export async function getTopCities(signal?: AbortSignal): Promise<readonly CityLink[]> {
  const data = await getContents(['top_cities'], signal);
  const list = data['top_cities'];
  return Array.isArray(list) ? list.map(cityLinkOf).filter((city): city is CityLink => city !== null) : [];
}

/** The row's read: the cities loader starts it beside the cities in the browser, the row takes it. */
export const topCitiesRequest = earlyResource('content|top_cities', getTopCities);
