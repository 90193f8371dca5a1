import { isApiError } from '@nivaas/api-client';
import { useResource, type Resource } from '@nivaas/state';

export interface LinkResource<T> {
  readonly resource: Resource<T>;
  /** The link cannot be used: its token is malformed (no call is made) or the API does not know it (400, 404). */
  readonly invalid: boolean;
}

/**
 * What the token of a link the guest was sent (cancellation, web check-in, feedback, password reset) opens, loaded
 * in an effect (never during a server render). `token` is null when the URL's part cannot be one.
 */
export function useLinkResource<T>(
  name: string,
  token: string | null,
  load: (token: string, signal: AbortSignal) => Promise<T>,
): LinkResource<T> {
  const resource = useResource(token ? `${name}|${token}` : null, (signal) => load(token ?? '', signal));
  const invalid =
    token === null ||
    (resource.status === 'error' && isApiError(resource.error) && [400, 404].includes(resource.error.status));
  return { resource, invalid };
}
