// Reviews and hotel questions (docs/rules.md 3, 4, 5, 9): the reviews list by hotel, the distribution bars,
// review and question validation, a hotel id read from a URL.
export {
  EMPTY_HOTEL_REVIEWS,
  hasMoreReviews,
  hotelReviewsOf,
  hotelReviewsReducer,
  type HotelReviews,
  type ReviewsAction,
  type ReviewsByHotel,
  type ReviewsPage,
  type ReviewSummary,
} from './hotel-reviews';
export { ratingDistribution, type RatingBar } from './rating-distribution';
export { MAX_HOTEL_ID, parseHotelId } from './parse-hotel-id';
export {
  isReviewValid,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  toReviewBody,
  validateReview,
  type ReviewDraft,
  type ReviewProblems,
} from './validate-review';
export { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, validateQuestion, type QuestionProblem } from './validate-question';
