import {
  isReviewValid,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  toReviewBody,
  validateReview,
  type ReviewDraft,
} from './validate-review';

const good: ReviewDraft = { rating: 4, title: 'Clean rooms', text: 'Friendly staff and a quiet room.', orderId: 'NV1' };

describe('validateReview (docs/rules.md 5: blank check on trimmed text; the API takes a title to 120 and a text of 10-4000)', () => {
  it('given a complete draft, then nothing stops it', () => {
    expect(validateReview(good)).toEqual({});
    expect(isReviewValid(validateReview(good))).toBe(true);
  });

  it('given nothing chosen or typed, then every field says what is missing', () => {
    expect(validateReview({ rating: null, title: '  ', text: '\n\t', orderId: null })).toEqual({
      stay: 'missing',
      rating: 'missing',
      title: 'blank',
      text: 'blank',
    });
  });

  it.each([0, 6, 3.5, Number.NaN])('given a rating of %p, then the rating is missing', (rating) => {
    expect(validateReview({ ...good, rating }).rating).toBe('missing');
  });

  it('given a text under 10 characters once trimmed, then it is short', () => {
    expect(validateReview({ ...good, text: '   long enough   ' }).text).toBeUndefined();
    expect(validateReview({ ...good, text: '  123456789  ' }).text).toBe('short');
    expect(validateReview({ ...good, text: '1234567890' }).text).toBeUndefined();
  });

  it('given a title or text over its limit, then it is long; the spaces around do not count', () => {
    expect(validateReview({ ...good, title: 'x'.repeat(REVIEW_TITLE_MAX_LENGTH + 1) }).title).toBe('long');
    expect(validateReview({ ...good, title: ` ${'x'.repeat(REVIEW_TITLE_MAX_LENGTH)} ` }).title).toBeUndefined();
    expect(validateReview({ ...good, text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }).text).toBe('long');
  });

  it('toReviewBody sends the trimmed texts and the stay', () => {
    expect(toReviewBody({ ...good, title: ' Clean rooms ', text: '  Friendly staff and a quiet room. ' })).toEqual({
      rating: 4,
      title: 'Clean rooms',
      text: 'Friendly staff and a quiet room.',
      order_id: 'NV1',
    });
  });
});
