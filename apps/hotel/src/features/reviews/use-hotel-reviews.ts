import { useReducer, useState } from 'react';
import { REVIEWS_PAGE_SIZE } from '@nivaas/domain';
import {
  hasMoreReviews,
  hotelReviewsOf,
  hotelReviewsReducer,
  type HotelReviews,
  type ReviewsByHotel,
} from '@nivaas/domain/hotel';
import { useResource, type AsyncStatus } from '@nivaas/state';
import { useReviewsApi } from './api/reviews-api';
import type { UserReview } from './api/review-types';

export interface HotelReviewsView {
  /** The first page's load: the list's loading, error and success. */
  readonly status: AsyncStatus;
  readonly reviews: HotelReviews<UserReview>;
  readonly hasMore: boolean;
  /** "Show more": asks for the next page, appended when it comes. */
  readonly loadMore: () => void;
  /** Where the latest "Show more" is: idle before any, loading, success, or error (the list stays). */
  readonly moreStatus: AsyncStatus;
  /** Asks again for whatever failed: the first page, or the page "Show more" asked for. */
  readonly retry: () => void;
  readonly retryMore: () => void;
}

const reducer = hotelReviewsReducer<UserReview>;

/**
 * A hotel's reviews, 10 a page (docs/rules.md 9), kept by hotel in the domain's reducer (docs/rules.md 4: loading appends
 * to the hotel's list, clear empties it). The first page (or a Retry of it) starts the list again; "Show more"
 * appends the next page. Both loads go through useResource: aborted when the visitor leaves, stale answers
 * ignored.
 */
export function useHotelReviews(hotelId: number, pageSize: number = REVIEWS_PAGE_SIZE): HotelReviewsView {
  const api = useReviewsApi();
  const [state, dispatch] = useReducer(reducer, {} as ReviewsByHotel<UserReview>);
  // The page "Show more" asked for; null until it is pressed, and again each time the list starts over.
  const [requested, setRequested] = useState<number | null>(null);

  const first = useResource(`reviews:${hotelId}:${pageSize}`, async (signal) => {
    const answer = await api.getReviews({ params: { hotelId }, query: { page: 1, limit: pageSize } }, { signal });
    if (!signal.aborted) {
      setRequested(null);
      dispatch({ type: 'reviews/cleared', hotelId });
      dispatch({ type: 'reviews/loaded', hotelId, page: 1, answer });
    }
    return answer;
  });

  const more = useResource(
    requested === null ? null : `reviews:${hotelId}:${pageSize}:page-${requested}`,
    async (signal) => {
      const page = requested ?? 2;
      const answer = await api.getReviews({ params: { hotelId }, query: { page, limit: pageSize } }, { signal });
      if (!signal.aborted) dispatch({ type: 'reviews/loaded', hotelId, page, answer });
      return answer;
    },
  );

  const reviews = hotelReviewsOf(state, hotelId);
  return {
    status: first.status,
    reviews,
    hasMore: hasMoreReviews(reviews),
    loadMore: () => setRequested(reviews.pagesLoaded + 1),
    moreStatus: more.status,
    retry: first.reload,
    retryMore: more.reload,
  };
}
