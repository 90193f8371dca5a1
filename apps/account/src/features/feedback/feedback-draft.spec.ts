import { checkFeedbackDraft, draftFromFeedback, isDraftValid, toFeedbackBody } from './feedback-draft';
import { feedbackForm, givenFeedback } from '../../testing/feedback-fixtures';

describe('feedback draft rules', () => {
  it('a rating of 1 to 5 is required', () => {
    expect(checkFeedbackDraft({ rating: null, text: '', others: [] })).toEqual({ rating: 'missing' });
    expect(checkFeedbackDraft({ rating: 0, text: '', others: [] })).toEqual({ rating: 'missing' });
    expect(checkFeedbackDraft({ rating: 6, text: '', others: [] })).toEqual({ rating: 'missing' });
    expect(isDraftValid(checkFeedbackDraft({ rating: 1, text: '', others: [] }))).toBe(true);
    expect(isDraftValid(checkFeedbackDraft({ rating: 5, text: '', others: [] }))).toBe(true);
  });

  it('the text is optional, up to 2000 characters once trimmed', () => {
    expect(checkFeedbackDraft({ rating: 3, text: ` ${'a'.repeat(2000)} `, others: [] })).toEqual({});
    expect(checkFeedbackDraft({ rating: 3, text: 'a'.repeat(2001), others: [] })).toEqual({ text: 'long' });
  });

  it('the body carries the trimmed text and only offered choices, in the form’s order', () => {
    expect(
      toFeedbackBody('fb_12345678', { rating: 4, text: ' ok ', others: ['Food', 'Other', 'Cleanliness'] }, [
        'Cleanliness',
        'Food',
      ]),
    ).toEqual({ feedback_id: 'fb_12345678', rating: 4, review_text: 'ok', others: ['Cleanliness', 'Food'] });
  });

  it('a saved answer becomes the draft, dropping choices no longer offered and an odd rating', () => {
    expect(draftFromFeedback(givenFeedback({ others: ['Food', 'Gone'] }))).toEqual({
      rating: 4,
      text: 'Quiet room, <b>bold</b> breakfast',
      others: ['Food'],
    });
    expect(draftFromFeedback(feedbackForm({ rating: 9 })).rating).toBeNull();
  });
});
