import fc from 'fast-check';
import { QUESTION_MAX_LENGTH, validateQuestion } from './validate-question';

describe('validateQuestion (docs/rules.md 5: blank check on trimmed text; the API takes 5 to 500 characters)', () => {
  it.each([
    ['', 'blank'],
    ['   \n\t ', 'blank'],
    ['  abcd  ', 'short'],
    ['abcde', null],
    [`  ${'x'.repeat(QUESTION_MAX_LENGTH)}  `, null],
    ['x'.repeat(QUESTION_MAX_LENGTH + 1), 'long'],
  ])('%j -> %s', (text, problem) => expect(validateQuestion(text)).toBe(problem));

  it('property: whatever passes is 5 to 500 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        if (validateQuestion(text) === null) {
          expect(text.trim().length).toBeGreaterThanOrEqual(5);
          expect(text.trim().length).toBeLessThanOrEqual(QUESTION_MAX_LENGTH);
        }
      }),
    );
  });
});
