import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The calls the reviews feature makes. */
export type ReviewsApi = Pick<ApiClient, 'getReviews' | 'submitReview' | 'getReviewableStays' | 'getHotelDetails'>;

const seam = createApiSeam<keyof ReviewsApi>(['getReviews', 'submitReview', 'getReviewableStays', 'getHotelDetails']);

/** Specs (and a harness) hand it a fake client; without a provider the browser's client is used, when a call is made. */
export const ReviewsApiProvider = seam.Provider;
export const useReviewsApi = seam.useApi;
