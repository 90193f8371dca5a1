import type { Resource } from '@nivaas/state';
import { useLinkResource } from '../link-resource';
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
  const { resource, invalid } = useLinkResource('feedback', feedbackId, (id, signal) =>
    api.getFeedback({ params: { id } }, { signal }),
  );
  return { resource, notFound: invalid };
}
