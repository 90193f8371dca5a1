import { QUESTION_MAX_LENGTH, validateQuestion } from './validate-question';

describe('validateQuestion (SPEC.md 5: blank check on trimmed text; the API takes 5 to 500 characters)', () => {
  it.each([
    ['', 'blank'],
    ['   \n\t ', 'blank'],
    ['  abcd  ', 'short'],
    ['abcde', null],
    [`  ${'x'.repeat(QUESTION_MAX_LENGTH)}  `, null],
    ['x'.repeat(QUESTION_MAX_LENGTH + 1), 'long'],
  ])('%j -> %s', (text, problem) => {
    expect(validateQuestion(text)).toBe(problem);
  });
});
