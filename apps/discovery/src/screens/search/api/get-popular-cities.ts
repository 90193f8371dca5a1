import type { City } from '@nivaas/api-client/contract';
import { searchApi } from './search-api';

export async function getPopularCities(signal?: AbortSignal): Promise<readonly City[]> {
  return (await searchApi.api.getPopularCities(undefined, { signal })).data;
}
