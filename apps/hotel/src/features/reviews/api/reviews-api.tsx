import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The calls the reviews feature makes. */
export type ReviewsApi = Pick<ApiClient, 'getReviews' | 'submitReview' | 'getReviewableStays' | 'getHotelDetails'>;

const ReviewsApiContext = createContext<ReviewsApi | null>(null);

/** Specs (and a harness) hand the feature a client; without a provider it uses the browser's. */
export function ReviewsApiProvider({ api, children }: { readonly api: ReviewsApi; readonly children: ReactNode }) {
  return <ReviewsApiContext.Provider value={api}>{children}</ReviewsApiContext.Provider>;
}

export function useReviewsApi(): ReviewsApi {
  return useContext(ReviewsApiContext) ?? getBrowserApiClient();
}
