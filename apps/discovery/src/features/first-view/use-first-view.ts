import { useResource, type Resource } from '@nivaas/state';
import type { EarlyResource } from './early-resource';

/**
 * A read of a screen's first view. `initial` is its answer when the loader brought it (on the server, which drew the
 * page with it and seeded it for hydration): that answer is shown as it is and not asked for again. Without it (a
 * client navigation, or a part the server did not get) the screen reads it here as before, taking the request the
 * loader started, with its own loading, error with Retry and empty states. `undefined` means no answer: an answer
 * the loader got may be `null` (the page embeds it as JSON, which has no `undefined`).
 */
export function useFirstView<T>(initial: T | undefined, resource: EarlyResource<T>): Resource<T> {
  const asked = useResource(initial === undefined ? resource.key : null, resource.take);
  return initial === undefined ? asked : { status: 'success', data: initial, error: null, reload: asked.reload };
}
