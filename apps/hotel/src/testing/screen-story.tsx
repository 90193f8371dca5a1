import { provideFakeApi, type FakeHandlers } from '@nivaas/api-client/testing';
import { DEFAULT_LOCALE } from '@nivaas/i18n';
import { screenStories } from '@nivaas/routes/testing/stories';
import { createTestPlatform } from '@nivaas/state/testing';
import { fakeQuestionsApi } from '../features/questions/testing';
import { fakeReviewsApi, review, type FakeReviewsOptions } from '../features/reviews/testing';
import { fakeHotelApi } from './hotel-fixtures';

/** A signed-in member (the hotel page reads the session only: its wallet comes from the fake). */
function memberPlatform(firstName = 'Asha') {
  const platform = createTestPlatform();
  platform.session.login('token-1', { id: 7, first_name: firstName });
  return platform;
}

/** The hotel screens' stories: the shared screen story (@nivaas/routes/testing/stories) with the hotel's member. */
export const { screenMeta, state } = screenStories({
  provideApi: provideFakeApi,
  member: memberPlatform,
  defaultLocale: DEFAULT_LOCALE,
});

/** 23 reviews of 4 and 5 stars (4.3 on average), so the page's reviews agree with the hotel's own 4.3 rating. */
const HOTEL_REVIEWS = Array.from({ length: 23 }, (_, i) => review(23 - i, { rating: i % 3 === 0 ? 5 : 4 }));

/**
 * The hotel page's calls as the specs answer them (hotel 1042, its prices, its reviews and questions), made fresh
 * for each story; `handlers` change what a state needs.
 */
export const hotelPageApi =
  (handlers: FakeHandlers = {}, reviews: FakeReviewsOptions = { reviews: HOTEL_REVIEWS }) =>
  () => {
    const api = fakeHotelApi(handlers);
    const reviewsApi = fakeReviewsApi(reviews);
    const questionsApi = fakeQuestionsApi(1042);
    api.answer({
      getReviews: (input) => reviewsApi.getReviews(input),
      getReviewableStays: (input) => reviewsApi.getReviewableStays(input),
      getHotelQuestions: (input) => questionsApi.getHotelQuestions(input),
      ...handlers,
    });
    return api;
  };
