import fc from 'fast-check';
import {
  EMPTY_HOTEL_REVIEWS,
  hasMoreReviews,
  hotelReviewsOf,
  hotelReviewsReducer,
  type ReviewsByHotel,
  type ReviewsPage,
} from './hotel-reviews';

interface R {
  readonly id: number;
}
const summary = { rating: 4.2, count: 23, distribution: { '5': 10, '4': 8, '3': 3, '2': 1, '1': 1 } };
const page = (ids: number[], totalCount = 23): ReviewsPage<R> => ({
  totalCount,
  reviewSummary: summary,
  userReviews: ids.map((id) => ({ id })),
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const idsOf = (state: ReviewsByHotel<R>, hotelId: number) =>
  hotelReviewsOf(state, hotelId).hotelUserReviews.map((r) => r.id);

describe('hotelReviewsReducer (docs/rules.md 4: reviews, loading appends to the hotel’s list; clear empties it)', () => {
  it('given an empty state, when page 1 loads, then the hotel holds its reviews, total and summary', () => {
    const state = hotelReviewsReducer<R>(
      {},
      { type: 'reviews/loaded', hotelId: 1042, page: 1, answer: page(range(1, 10)) },
    );
    const hotel = hotelReviewsOf(state, 1042);
    expect(hotel.hotelUserReviews).toHaveLength(10);
    expect(hotel.totalCount).toBe(23);
    expect(hotel.reviewSummary).toEqual(summary);
    expect(hotel.pagesLoaded).toBe(1);
  });

  it('when the next page loads, then its reviews are appended after the first, in order', () => {
    let state = hotelReviewsReducer<R>({}, { type: 'reviews/loaded', hotelId: 7, page: 1, answer: page(range(1, 10)) });
    state = hotelReviewsReducer(state, { type: 'reviews/loaded', hotelId: 7, page: 2, answer: page(range(11, 20)) });
    expect(idsOf(state, 7)).toEqual(range(1, 20));
    expect(hotelReviewsOf(state, 7).userReviews.map((r) => r.id)).toEqual(range(11, 20));
    expect(hotelReviewsOf(state, 7).pagesLoaded).toBe(2);
  });

  it('given a review written meanwhile pushed the pages down, then the repeated review is shown once', () => {
    let state = hotelReviewsReducer<R>({}, { type: 'reviews/loaded', hotelId: 7, page: 1, answer: page(range(1, 10)) });
    state = hotelReviewsReducer(state, {
      type: 'reviews/loaded',
      hotelId: 7,
      page: 2,
      answer: page([10, ...range(11, 19)], 24),
    });
    expect(idsOf(state, 7)).toEqual(range(1, 19));
    expect(hotelReviewsOf(state, 7).totalCount).toBe(24);
  });

  it('when a hotel is cleared, then its list is empty and other hotels keep theirs', () => {
    let state = hotelReviewsReducer<R>({}, { type: 'reviews/loaded', hotelId: 1, page: 1, answer: page([1, 2]) });
    state = hotelReviewsReducer(state, { type: 'reviews/loaded', hotelId: 2, page: 1, answer: page([3]) });
    state = hotelReviewsReducer(state, { type: 'reviews/cleared', hotelId: 1 });
    expect(hotelReviewsOf(state, 1)).toBe(EMPTY_HOTEL_REVIEWS);
    expect(idsOf(state, 2)).toEqual([3]);
    expect(hotelReviewsReducer(state, { type: 'reviews/cleared', hotelId: 99 })).toBe(state);
  });

  it('given a total that is not a count, then it is read as 0', () => {
    const state = hotelReviewsReducer<R>({}, { type: 'reviews/loaded', hotelId: 1, page: 1, answer: page([1], -3) });
    expect(hotelReviewsOf(state, 1).totalCount).toBe(0);
  });

  it('property: loading pages appends every new id once, in the order the pages came', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 10 }), { maxLength: 6 }), (pages) => {
        let state: ReviewsByHotel<R> = {};
        pages.forEach((ids, i) => {
          state = hotelReviewsReducer(state, { type: 'reviews/loaded', hotelId: 5, page: i + 1, answer: page(ids) });
        });
        const expected = [...new Set(pages.flat())];
        expect(idsOf(state, 5)).toEqual(pages.length ? expected : []);
      }),
    );
  });
});

describe('hasMoreReviews', () => {
  const load = (ids: number[], total: number) =>
    hotelReviewsOf(
      hotelReviewsReducer<R>({}, { type: 'reviews/loaded', hotelId: 1, page: 1, answer: page(ids, total) }),
      1,
    );

  it('is true while fewer reviews are shown than the total', () =>
    expect(hasMoreReviews(load(range(1, 10), 23))).toBe(true));
  it('is false once every review is shown', () => expect(hasMoreReviews(load(range(1, 3), 3))).toBe(false));
  it('is false when a page came back empty, whatever the total says', () =>
    expect(hasMoreReviews(load([], 23))).toBe(false));
  it('is false before anything loaded', () => expect(hasMoreReviews(EMPTY_HOTEL_REVIEWS)).toBe(false));
});
