import { randomId } from '@nivaas/api-client';

/**
 * The Idempotency-Key of each pay attempt: a new one for every new attempt, the same one when the very same
 * request is sent again after it got no answer (a network failure), so a request that did reach the API
 * before the connection dropped is answered once, never booked twice.
 */
export interface IdempotencyKeys {
  /** The key for a request of this content. */
  readonly keyFor: (request: unknown) => string;
  /** The last request got no answer: the same request keeps its key. */
  readonly unanswered: () => void;
  /** The last request was answered (either way): the next one is a new attempt. */
  readonly answered: () => void;
}

export function createIdempotencyKeys(newKey: () => string = randomId): IdempotencyKeys {
  let pending: { readonly request: string; readonly key: string } | null = null;
  let retryable = false;
  return {
    keyFor: (request) => {
      const content = JSON.stringify(request);
      if (!pending || !retryable || pending.request !== content) pending = { request: content, key: newKey() };
      retryable = false;
      return pending.key;
    },
    unanswered: () => {
      retryable = true;
    },
    answered: () => {
      pending = null;
      retryable = false;
    },
  };
}
