import type { City } from '@nivaas/api-client/contract';
import { homeApi } from './home-api';

export async function getPopularCities(signal?: AbortSignal): Promise<readonly City[]> {
  return (await homeApi.api.getPopularCities(undefined, { signal })).data;
}
