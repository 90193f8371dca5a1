import { isBlank } from '../rules/validation/is-blank';

/** The API's bounds on a question (AddQuestionBody.question): 5 to 500 characters. */
export const QUESTION_MIN_LENGTH = 5;
export const QUESTION_MAX_LENGTH = 500;

export type QuestionProblem = 'blank' | 'short' | 'long';

/**
 * docs/rules.md 5: the blank check is on the trimmed text, and so is the length, since the trimmed text is what
 * is sent. Null when the question can be sent.
 */
export function validateQuestion(text: string): QuestionProblem | null {
  if (isBlank(text)) return 'blank';
  const length = text.trim().length;
  if (length < QUESTION_MIN_LENGTH) return 'short';
  if (length > QUESTION_MAX_LENGTH) return 'long';
  return null;
}
