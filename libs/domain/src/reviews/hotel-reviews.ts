/**
 * docs/rules.md sections 3 and 4, Review: results keyed by hotelId {hotelUserReviews, totalCount, reviewSummary,
 * userReviews}; loading appends to the hotel's list, clear empties it. Pure: the reviews page keeps this
 * state in a reducer, so "Show more reviews" is one action and a test can drive it without a page.
 */

/** The summary the API sends with every page: average rating, count and stars (1..5) to counts. */
export interface ReviewSummary {
  readonly rating: number;
  readonly count: number;
  readonly distribution: Readonly<Record<string, number>>;
}

/** One page of a hotel's reviews as the API answers it (getReviews). */
export interface ReviewsPage<R> {
  readonly totalCount: number;
  readonly reviewSummary: ReviewSummary;
  readonly userReviews: readonly R[];
}

/** What is known of one hotel's reviews so far. */
export interface HotelReviews<R> {
  /** Every review loaded so far, pages appended in order, each review once. */
  readonly hotelUserReviews: readonly R[];
  readonly totalCount: number;
  readonly reviewSummary: ReviewSummary | null;
  /** The reviews of the last page loaded. */
  readonly userReviews: readonly R[];
  /** Pages loaded so far: the next one to ask for is this plus one. */
  readonly pagesLoaded: number;
}

export type ReviewsByHotel<R> = Readonly<Record<string, HotelReviews<R>>>;

export type ReviewsAction<R> =
  | {
      readonly type: 'reviews/loaded';
      readonly hotelId: number;
      readonly page: number;
      readonly answer: ReviewsPage<R>;
    }
  | { readonly type: 'reviews/cleared'; readonly hotelId: number };

export const EMPTY_HOTEL_REVIEWS: HotelReviews<never> = {
  hotelUserReviews: [],
  totalCount: 0,
  reviewSummary: null,
  userReviews: [],
  pagesLoaded: 0,
};

/** A hotel's entry, or the empty one. */
export function hotelReviewsOf<R>(state: ReviewsByHotel<R>, hotelId: number): HotelReviews<R> {
  return state[String(hotelId)] ?? EMPTY_HOTEL_REVIEWS;
}

const whole = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * Loaded: the page's reviews are appended to the hotel's list; a review already there (a new review pushed
 * the pages down by one) is not shown twice. Total and summary are the latest answer's. Cleared: the hotel's
 * list is empty again (a fresh start, e.g. after a review was written). Other hotels are never touched.
 */
export function hotelReviewsReducer<R extends { readonly id: number }>(
  state: ReviewsByHotel<R>,
  action: ReviewsAction<R>,
): ReviewsByHotel<R> {
  const key = String(action.hotelId);
  if (action.type === 'reviews/cleared') {
    if (!(key in state)) return state;
    const { [key]: _cleared, ...rest } = state;
    return rest;
  }
  const current = hotelReviewsOf(state, action.hotelId);
  const seen = new Set(current.hotelUserReviews.map((review) => review.id));
  const added = action.answer.userReviews.filter((review) => {
    if (seen.has(review.id)) return false;
    seen.add(review.id);
    return true;
  });
  return {
    ...state,
    [key]: {
      hotelUserReviews: [...current.hotelUserReviews, ...added],
      totalCount: whole(action.answer.totalCount),
      reviewSummary: action.answer.reviewSummary,
      userReviews: action.answer.userReviews,
      pagesLoaded: Math.max(current.pagesLoaded, whole(action.page)),
    },
  };
}

/**
 * Whether "Show more" has anything to bring: fewer reviews shown than the total, and the last page was not
 * empty (an API whose total overstates its pages must not leave a button that loads nothing forever).
 */
export function hasMoreReviews<R>(reviews: HotelReviews<R>): boolean {
  if (reviews.pagesLoaded === 0) return false;
  return reviews.hotelUserReviews.length < reviews.totalCount && reviews.userReviews.length > 0;
}
