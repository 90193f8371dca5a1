import { getBrowserApiClient } from '@nivaas/api-client';

/** Content values by key (GET /api/v2/contents/); a key the service does not have is simply absent. */
export async function getContents(
  keys: readonly string[],
  signal?: AbortSignal,
): Promise<Readonly<Record<string, unknown>>> {
  return (await getBrowserApiClient().getContentsV2({ query: { keys: keys.join(',') } }, { signal })).data;
}
