import { contentApi } from './content-api';

/**
 * Content values by key (GET /api/v2/contents/); a key the service does not have is simply absent. An answer without
 * its `data` object is a failure, as a failed call is.
 */
export async function getContents(
  keys: readonly string[],
  signal?: AbortSignal,
): Promise<Readonly<Record<string, unknown>>> {
  const { data } = await contentApi.api.getContentsV2({ query: { keys: keys.join(',') } }, { signal });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('The content answer has no data');
  }
  return data;
}
