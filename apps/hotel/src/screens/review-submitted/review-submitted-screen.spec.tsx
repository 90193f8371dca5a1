import { act, screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderScreen } from '@nivaas/routes/testing';
import { fakeReviewsApi, HOTEL_ID, HOTEL_NAME, reviewsWrapper } from '../../features/reviews/testing';
import ReviewSubmittedScreen from './review-submitted-screen';

function renderThanks(query: string, api = fakeReviewsApi()) {
  const view = renderScreen(ReviewSubmittedScreen, {
    url: `/tripadvisor/thank-you/${query}`,
    wrapper: reviewsWrapper(api),
  });
  return { api, ...view };
}

describe('ReviewSubmittedScreen: /tripadvisor/thank-you/', () => {
  it('given the hotel in the query, then it thanks the guest and leads back to the hotel and its reviews', async () => {
    const { container, api } = renderThanks(`?hotel_id=${HOTEL_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your review' })).toBeVisible();
    expect(await screen.findByRole('link', { name: `Back to ${HOTEL_NAME}` })).toHaveAttribute(
      'href',
      `/hotels-in-bengaluru/nivaas-suites-marathahalli-${HOTEL_ID}/`,
    );
    expect(screen.getByRole('link', { name: 'Read the hotel’s reviews' })).toHaveAttribute(
      'href',
      `/tripadvisor/reviews-${HOTEL_ID}/`,
    );
    expect(screen.getByRole('link', { name: 'Find your next stay' })).toHaveAttribute('href', '/');
    expect(api.callsOf('getHotelDetails')).toEqual([{ params: { hotelId: HOTEL_ID } }]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each(['', '?hotel_id=', '?hotel_id=abc', '?hotel_id=0', '?hotel_id=1042x', '?hotel_id=99999999999'])(
    'given %j, then it still thanks the guest, with only the way home, and asks the API nothing',
    (query) => {
      const { api } = renderThanks(query);
      expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your review' })).toBeVisible();
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/']);
      expect(api.calls).toHaveLength(0);
    },
  );

  it('given the hotel cannot be loaded, then the reviews link and the way home remain', async () => {
    const api = fakeReviewsApi();
    api.failNext('getHotelDetails');
    renderThanks(`?hotel_id=${HOTEL_ID}`, api);
    expect(await screen.findByRole('link', { name: 'Read the hotel’s reviews' })).toBeVisible();
    await waitFor(() => expect(api.callsOf('getHotelDetails')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Find your next stay' })).toBeVisible();
  });
});
