/** The contract's feedback id (FeedbackParam in engagement.ts): 8-64 letters, digits, `_` or `-`. */
const FEEDBACK_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The feedback id of a URL, or null when it cannot be one (the page says so without asking the API). */
export function feedbackIdOf(param: string | undefined): string | null {
  return typeof param === 'string' && FEEDBACK_ID.test(param) ? param : null;
}
