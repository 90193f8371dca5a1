/** What a refused review means to the guest (the API's statuses, worded by us). */
export type ReviewFailure = 'signedOut' | 'forbidden' | 'duplicate' | 'invalid' | 'tooMany' | 'failed';

/**
 * 401 signed out, 403 not a completed stay here, 409 already reviewed, 400 not accepted, 429 too many (the
 * form says the API's own sentence then, when it gave one), else try again.
 */
export function reviewFailureOf(error: unknown): ReviewFailure {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  switch (status) {
    case 401:
      return 'signedOut';
    case 403:
      return 'forbidden';
    case 409:
      return 'duplicate';
    case 400:
      return 'invalid';
    case 429:
      return 'tooMany';
    default:
      return 'failed';
  }
}
