import type { ResponseOf } from '@nivaas/api-client/contract';

/** One page of a hotel's reviews (GET /api/v1/hotels/:hotelId/reviews/). */
export type ReviewsAnswer = ResponseOf<'getReviews'>;
/** One review as the API sends it; every text in it was written by a person. */
export type UserReview = ReviewsAnswer['userReviews'][number];
/** A completed stay of the signed-in guest at this hotel that has no review yet. */
export type ReviewableStay = ResponseOf<'getReviewableStays'>['stays'][number];
