/**
 * The reviews feature: what the hotel page and the reviews screens share, reached only
 * through this file. The hotel page renders ReviewSummarySection; /tripadvisor/reviews-{hotelId}/ and
 * /tripadvisor/thank-you/ are screens (`screens/reviews`, `screens/review-submitted`).
 */
export { ReviewSummarySection, NEWEST_REVIEWS_SHOWN, type ReviewSummarySectionProps } from './review-summary-section';
export { ReviewSummary, type ReviewSummaryProps } from './review-summary';
export { ReviewItem, type ReviewItemProps } from './review-item';
export { WriteReview, type WriteReviewProps } from './write-review';
export { useHotelReviews, type HotelReviewsView } from './use-hotel-reviews';
export { useReviewsT } from './reviews-messages';
export { ReviewsApiProvider, useReviewsApi, type ReviewsApi } from './api/reviews-api';
export type { ReviewableStay, ReviewsAnswer, UserReview } from './api/review-types';
