import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fakeApiError, provideApiClient, type FakeApiClient } from '@nivaas/api-client/testing';
import { defineScreen, isRouteNotFound } from '@nivaas/routes';
import { renderScreen } from '@nivaas/routes/testing';
import {
  fakeReviewsApi,
  HOTEL_ID,
  HOTEL_NAME,
  review,
  reviewsWrapper,
  type FakeReviewsOptions,
} from '../../features/reviews/testing';
import { loadReviewsScreen, type ReviewsScreenData } from './load-reviews-screen';
import ReviewsScreen from './reviews-screen';

const URL = `/tripadvisor/reviews-${HOTEL_ID}/`;

/** The reviews page as the shell shows it: its loader asks the fake for the hotel, its list asks for pages. */
async function renderReviews(options: FakeReviewsOptions | FakeApiClient = {}) {
  const api = provideApiClient('callsOf' in options ? options : fakeReviewsApi(options));
  const definition = defineScreen<ReviewsScreenData>({
    load: async () => ({ default: ReviewsScreen }),
    loader: (context) => loadReviewsScreen(context),
  });
  const view = renderScreen(definition, { url: URL, wrapper: reviewsWrapper(api) });
  await screen.findByRole('heading', { level: 1 });
  return { api, user: userEvent.setup(), ...view };
}

const list = () => screen.getByRole('list', { name: 'Reviews' });
const titles = () =>
  within(list())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `Review ${from - i}`);

describe('ReviewsScreen: /tripadvisor/reviews-{hotelId}/', () => {
  it('shows the hotel’s name, the way back to it, the summary and the first 10 reviews', async () => {
    const { api, container } = await renderReviews({ total: 23 });
    expect(screen.getByRole('heading', { level: 1, name: `Reviews of ${HOTEL_NAME}` })).toBeVisible();
    expect(screen.getByRole('link', { name: `Back to ${HOTEL_NAME}` })).toHaveAttribute(
      'href',
      `/hotels-in-bengaluru/nivaas-suites-marathahalli-${HOTEL_ID}/`,
    );
    await screen.findByRole('list', { name: 'Reviews' });
    expect(screen.getByRole('region', { name: 'Guest reviews' })).toHaveTextContent('23 reviews');
    expect(titles()).toEqual(range(23, 14));
    expect(screen.getByText('Showing 10 of 23 reviews')).toHaveAttribute('role', 'status');
    expect(api.callsOf('getReviews')).toEqual([{ params: { hotelId: HOTEL_ID }, query: { page: 1, limit: 10 } }]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('"Show more reviews" appends the next 10, moves focus to the first new one, and says when all are shown', async () => {
    const { user, api } = await renderReviews({ total: 23 });
    await screen.findByRole('list', { name: 'Reviews' });
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(titles()).toEqual(range(23, 4)));
    expect(api.callsOf('getReviews')[1]).toEqual({ params: { hotelId: HOTEL_ID }, query: { page: 2, limit: 10 } });
    expect(screen.getByText('Showing 20 of 23 reviews')).toBeVisible();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')[10]).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(titles()).toEqual(range(23, 1)));
    expect(screen.getByText('That is every review.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('while more reviews load, the button is busy and says so', async () => {
    let release: () => void = () => undefined;
    const api = fakeReviewsApi({ total: 15 });
    const { user } = await renderReviews(api);
    await screen.findByRole('list', { name: 'Reviews' });
    const answer = await api.getReviews({ params: { hotelId: HOTEL_ID }, query: { page: 2, limit: 10 } });
    api.answer({ getReviews: () => new Promise((resolve) => (release = () => resolve(answer))) });
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    const busy = screen.getByRole('button', { name: 'Loading more reviews' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('That is every review.')).toBeVisible();
  });

  it('given "more" fails, then the list stays, an alert offers to try again, and trying again appends', async () => {
    const { user, api } = await renderReviews({ total: 23 });
    await screen.findByRole('list', { name: 'Reviews' });
    api.failNext('getReviews');
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('More reviews could not be loaded.');
    expect(titles()).toHaveLength(10);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given the first page fails, then an error with Retry shows, and Retry loads the list', async () => {
    const api = fakeReviewsApi({ total: 3 });
    api.failNext('getReviews');
    const { user } = await renderReviews(api);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Reviews could not be loaded' })).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toEqual(range(3, 1)));
    expect(screen.getByText('That is every review.')).toBeVisible();
  });

  it('given no reviews, then an empty state says so', async () => {
    await renderReviews({ total: 0 });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Reviews' })).toBeNull();
  });

  it('renders what guests wrote as text, never as HTML', async () => {
    const { container } = await renderReviews({
      reviews: [review(1, { title: '<script>alert(1)</script>', text: '<img src=x onerror=alert(1)>' })],
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(screen.getByRole('heading', { name: '<script>alert(1)</script>' })).toBeVisible();
    expect(container.querySelector('img, script')).toBeNull();
  });
});

describe('loadReviewsScreen', () => {
  const signal = new AbortController().signal;

  it('gives the hotel’s id, name and city', async () => {
    provideApiClient(fakeReviewsApi());
    await expect(loadReviewsScreen({ params: { hotelId: '1042' }, signal })).resolves.toEqual({
      hotelId: HOTEL_ID,
      hotelName: HOTEL_NAME,
      citySlug: 'bengaluru',
    });
  });

  it('given a hotel the API does not know, then Not Found', async () => {
    provideApiClient(fakeReviewsApi());
    const error = await loadReviewsScreen({ params: { hotelId: '999' }, signal }).catch((e) => e);
    expect(isRouteNotFound(error)).toBe(true);
  });

  it('given a hotel that left the chain (410), then Not Found, as the server answers', async () => {
    const api = provideApiClient(fakeReviewsApi());
    api.failNext('getHotelDetails', fakeApiError(410, 'This hotel is no longer on Nivaas'));
    expect(isRouteNotFound(await loadReviewsScreen({ params: { hotelId: '1727' }, signal }).catch((e) => e))).toBe(
      true,
    );
  });

  it.each(['0', '99999999999', ''])('given the id %j, then Not Found without asking the API', async (hotelId) => {
    const api = provideApiClient(fakeReviewsApi());
    expect(isRouteNotFound(await loadReviewsScreen({ params: { hotelId }, signal }).catch((e) => e))).toBe(true);
    expect(api.calls).toHaveLength(0);
  });

  it('given another failure, then it is an error to retry, not Not Found', async () => {
    const api = provideApiClient(fakeReviewsApi());
    api.failNext('getHotelDetails', fakeApiError(500, 'API Error'));
    const error = await loadReviewsScreen({ params: { hotelId: '1042' }, signal }).catch((e) => e);
    expect(isRouteNotFound(error)).toBe(false);
    expect(error).toMatchObject({ status: 500 });
  });
});
