import { isApiError } from '@nivaas/api-client';
import { useResource, type Resource } from '@nivaas/state';
import { useFeedbackApi } from './feedback-services';
import type { Feedback } from './feedback-types';

export interface FeedbackResource {
  readonly resource: Resource<Feedback>;
  /** A bad id in the URL, or one the API does not know (400, 404): the page says so, no Retry. */
  readonly notFound: boolean;
}

/** The feedback form of an id, loaded in an effect (never during a server render). */
export function useFeedback(feedbackId: string | null): FeedbackResource {
  const api = useFeedbackApi();
  const resource = useResource(feedbackId ? `feedback|${feedbackId}` : null, (signal) =>
    api.getFeedback({ params: { id: feedbackId ?? '' } }, { signal }),
  );
  const notFound =
    feedbackId === null ||
    (resource.status === 'error' && isApiError(resource.error) && [400, 404].includes(resource.error.status));
  return { resource, notFound };
}
