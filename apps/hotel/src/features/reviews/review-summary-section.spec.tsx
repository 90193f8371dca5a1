import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform } from '@nivaas/state/testing';
import { ReviewSummarySection } from './review-summary-section';
import {
  fakeReviewsApi,
  HOTEL_ID,
  HOTEL_NAME,
  review,
  reviewsWrapper,
  SIGNED_IN_STORAGE,
  STAY_A,
  type FakeReviewsOptions,
} from './testing';

const URL = `/hotels-in-bengaluru/nivaas-suites-marathahalli-${HOTEL_ID}/`;

function renderSection(options: FakeReviewsOptions = {}, signedIn = false) {
  const api = fakeReviewsApi(options);
  const platform = createTestPlatform(signedIn ? { storage: SIGNED_IN_STORAGE } : {});
  const view = renderScreen(() => <ReviewSummarySection hotelId={HOTEL_ID} hotelName={HOTEL_NAME} />, {
    url: URL,
    platform,
    wrapper: reviewsWrapper(api),
  });
  return { api, user: userEvent.setup(), ...view };
}

const section = () => screen.getByRole('region', { name: 'Guest reviews' });

describe('ReviewSummarySection (the hotel page’s reviews)', () => {
  it('shows the rating, the count, the 5..1 star bars as text, the newest 3 reviews and a link to all of them', async () => {
    const { api, container } = renderSection({ total: 23 });
    expect(await screen.findByRole('link', { name: 'Read all 23 reviews' })).toHaveAttribute(
      'href',
      `/tripadvisor/reviews-${HOTEL_ID}/`,
    );
    expect(api.callsOf('getReviews')[0]).toEqual({ params: { hotelId: HOTEL_ID }, query: { page: 1, limit: 3 } });
    expect(within(section()).getByText('23 reviews')).toBeVisible();
    const bars = within(screen.getByRole('list', { name: 'Reviews by star rating' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      expect.stringContaining('5 stars: 4 reviews, 17%'),
      expect.stringContaining('4 stars: 4 reviews, 17%'),
      expect.stringContaining('3 stars: 5 reviews, 22%'),
      expect.stringContaining('2 stars: 5 reviews, 22%'),
      expect.stringContaining('1 star: 5 reviews, 22%'),
    ]);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Review 23',
      'Review 22',
      'Review 21',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given no reviews, then it says so and links nowhere', async () => {
    renderSection({ total: 0 });
    expect(await within(section()).findByText('No reviews yet')).toBeVisible();
    expect(screen.queryByRole('link', { name: /read/i })).toBeNull();
  });

  it('renders what guests wrote as text, never as HTML', async () => {
    const { container } = renderSection({
      reviews: [review(1, { title: '<b>bold</b>', text: '<img src=x onerror=alert(1)>', user: '<i>me</i>' })],
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(screen.getByRole('heading', { name: '<b>bold</b>' })).toBeVisible();
    expect(container.querySelector('img, b, i')).toBeNull();
  });

  it('given the call fails, then it says so with Retry, without taking the reader’s focus, and Retry loads it', async () => {
    const api = fakeReviewsApi();
    api.failNext('getReviews');
    const user = userEvent.setup();
    renderScreen(() => <ReviewSummarySection hotelId={HOTEL_ID} hotelName={HOTEL_NAME} />, {
      url: URL,
      wrapper: reviewsWrapper(api),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reviews could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).not.toHaveFocus();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Read all 23 reviews' })).toBeVisible();
  });
});

describe('ReviewSummarySection: writing a review', () => {
  it('given a visitor, then it invites them to sign in (the shell’s login modal) and offers no review button', async () => {
    const { user, platform, api } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(platform.eventsOf('modal/open')).toEqual([{ type: 'modal/open', modal: 'login' }]);
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    expect(api.callsOf('getReviewableStays')).toHaveLength(0);
  });

  it('given a signed-in guest with no completed stay here, then it says why there is no button', async () => {
    renderSection({ stays: [] }, true);
    expect(await screen.findByText('You can review this hotel after a completed stay with us.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('given a guest who stayed, then "Write a review" opens the review modal, and Escape closes it', async () => {
    const { user, api } = renderSection({ stays: [STAY_A] }, true);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(api.callsOf('getReviewableStays')).toEqual([{ params: { hotelId: HOTEL_ID } }]);
    const dialog = screen.getByRole('dialog', { name: `Review ${HOTEL_NAME}` });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given a visitor who signs in meanwhile, then their stays are asked for and the button appears', async () => {
    const { platform } = renderSection({ stays: [STAY_A] });
    await screen.findByRole('button', { name: 'Sign in' });
    act(() => platform.session.login('token-3', { id: 3, first_name: 'Isha', last_name: 'Kapoor' }));
    expect(await screen.findByRole('button', { name: 'Write a review' })).toBeVisible();
  });
});
