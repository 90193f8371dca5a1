import type { Feedback } from './feedback-types';

/** The contract's longest review text (FeedbackBody.review_text). */
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;

/** What the guest has chosen and written so far. */
export interface FeedbackDraft {
  readonly rating: number | null;
  readonly text: string;
  readonly others: readonly string[];
}

export interface FeedbackProblems {
  readonly rating?: 'missing';
  readonly text?: 'long';
}

/** An empty form: nothing pre-selected, nothing pre-ticked. */
export const EMPTY_DRAFT: FeedbackDraft = { rating: null, text: '', others: [] };

/** The saved answer, to change it: only the choices the form still offers stay ticked. */
export function draftFromFeedback(feedback: Feedback): FeedbackDraft {
  const rating = feedback.rating !== null && feedback.rating >= 1 && feedback.rating <= 5 ? feedback.rating : null;
  return {
    rating,
    text: feedback.review_text,
    others: feedback.others.filter((choice) => feedback.reasons.includes(choice)),
  };
}

/** A rating of 1 to 5 is required; the text is optional, up to 2000 characters once trimmed. */
export function checkFeedbackDraft(draft: FeedbackDraft): FeedbackProblems {
  const problems: { rating?: 'missing'; text?: 'long' } = {};
  if (draft.rating === null || !Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) {
    problems.rating = 'missing';
  }
  if (draft.text.trim().length > FEEDBACK_TEXT_MAX_LENGTH) problems.text = 'long';
  return problems;
}

export const isDraftValid = (problems: FeedbackProblems): boolean =>
  problems.rating === undefined && problems.text === undefined;

/** The body of submitFeedbackV2 and updateFeedback: trimmed text, the choices in the form's order. */
export function toFeedbackBody(feedbackId: string, draft: FeedbackDraft, reasons: readonly string[]) {
  return {
    feedback_id: feedbackId,
    rating: draft.rating ?? 0,
    review_text: draft.text.trim(),
    others: reasons.filter((reason) => draft.others.includes(reason)),
  };
}
