import { getBrowserApiClient } from '@nivaas/api-client';
import type { City } from '@nivaas/api-client/contract';

export async function getPopularCities(signal?: AbortSignal): Promise<readonly City[]> {
  return (await getBrowserApiClient().getPopularCities(undefined, { signal })).data;
}
