import { isBlank } from '../rules/validation/is-blank';

/** The API's bounds on a review (ReviewBody): a title up to 120 characters, a text of 10 to 4000. */
export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_TEXT_MIN_LENGTH = 10;
export const REVIEW_TEXT_MAX_LENGTH = 4000;

export interface ReviewDraft {
  /** 1..5, or null while no star is chosen (nothing is pre-selected). */
  readonly rating: number | null;
  readonly title: string;
  readonly text: string;
  /** The stay being reviewed; null while the guest has not chosen one. */
  readonly orderId: string | null;
}

export interface ReviewProblems {
  readonly stay?: 'missing';
  readonly rating?: 'missing';
  readonly title?: 'blank' | 'long';
  readonly text?: 'blank' | 'short' | 'long';
}

/**
 * What stops a review from being sent, field by field (empty when it can go). docs/rules.md 5: the blank check
 * is on the trimmed text, and lengths are of the trimmed text too, since that is what is sent.
 */
export function validateReview(draft: ReviewDraft): ReviewProblems {
  const problems: { -readonly [K in keyof ReviewProblems]: ReviewProblems[K] } = {};
  if (!draft.orderId) problems.stay = 'missing';
  if (!(Number.isInteger(draft.rating) && (draft.rating as number) >= 1 && (draft.rating as number) <= 5)) {
    problems.rating = 'missing';
  }
  const title = draft.title.trim();
  if (isBlank(title)) problems.title = 'blank';
  else if (title.length > REVIEW_TITLE_MAX_LENGTH) problems.title = 'long';
  const text = draft.text.trim();
  if (isBlank(text)) problems.text = 'blank';
  else if (text.length < REVIEW_TEXT_MIN_LENGTH) problems.text = 'short';
  else if (text.length > REVIEW_TEXT_MAX_LENGTH) problems.text = 'long';
  return problems;
}

/** True when validateReview found nothing. */
export const isReviewValid = (problems: ReviewProblems): boolean => Object.keys(problems).length === 0;

/** The body the API takes, trimmed; call only after validateReview found nothing. */
export function toReviewBody(draft: ReviewDraft): { rating: number; title: string; text: string; order_id: string } {
  return {
    rating: draft.rating ?? 0,
    title: draft.title.trim(),
    text: draft.text.trim(),
    order_id: draft.orderId ?? '',
  };
}
