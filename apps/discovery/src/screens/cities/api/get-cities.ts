import { getBrowserApiClient } from '@nivaas/api-client';
import type { City } from '@nivaas/api-client/contract';

export async function getCities(signal?: AbortSignal): Promise<readonly City[]> {
  return (await getBrowserApiClient().getCities(undefined, { signal })).data;
}
