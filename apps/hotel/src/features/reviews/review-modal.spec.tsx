import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fakeApiError } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import type { ReviewableStay } from './api/review-types';
import { ReviewModal } from './review-modal';
import { fakeReviewsApi, HOTEL_ID, HOTEL_NAME, reviewsWrapper, STAY_A, STAY_B } from './testing';

const URL = `/hotels-in-bengaluru/nivaas-suites-marathahalli-${HOTEL_ID}/`;

function renderModal(stays: readonly ReviewableStay[] = [STAY_A], api = fakeReviewsApi()) {
  const onClose = jest.fn();
  const onSubmitted = jest.fn();
  const view = renderScreen(
    () => (
      <ReviewModal
        open
        onClose={onClose}
        onSubmitted={onSubmitted}
        hotelId={HOTEL_ID}
        hotelName={HOTEL_NAME}
        stays={stays}
      />
    ),
    { url: URL, wrapper: reviewsWrapper(api) },
  );
  return { api, onClose, onSubmitted, user: userEvent.setup(), ...view };
}

const dialog = () => screen.getByRole('dialog', { name: `Review ${HOTEL_NAME}` });
const rating = () => screen.getByRole('group', { name: 'Your rating' });
const titleBox = () => screen.getByRole('textbox', { name: 'Title' });
const textBox = () => screen.getByRole('textbox', { name: 'Your review' });
const send = () => screen.getByRole('button', { name: 'Send review' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, text = 'Quiet room and a kind front desk.') {
  await user.click(within(rating()).getByRole('radio', { name: '4 stars: very good' }));
  await user.type(titleBox(), '  Good value  ');
  await user.type(textBox(), `  ${text}  `);
}

describe('ReviewModal', () => {
  it('given one stay, then it names the stay; no star is pre-selected; it has no axe violations', async () => {
    const { container } = renderModal();
    expect(within(dialog()).getByText('Your stay: 2 Oct 2026 to 4 Oct 2026')).toBeVisible();
    const stars = within(rating()).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label') ?? (s as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '5 stars: excellent',
      '4 stars: very good',
      '3 stars: average',
      '2 stars: poor',
      '1 star: terrible',
    ]);
    stars.forEach((s) => expect(s).not.toBeChecked());
    expect(await axe(container.ownerDocument.body)).toHaveNoViolations();
  });

  it('given several stays, then the guest chooses one: none is pre-chosen', async () => {
    const { user } = renderModal([STAY_A, STAY_B]);
    const stays = screen.getByRole('group', { name: 'Which stay are you reviewing?' });
    const options = within(stays).getAllByRole('radio');
    expect(options).toHaveLength(2);
    options.forEach((o) => expect(o).not.toBeChecked());
    await user.click(send());
    expect(stays).toHaveAccessibleDescription('Choose the stay you are reviewing.');
    expect(options[0]).toHaveFocus();
  });

  it('given nothing filled in, then each field says what it needs, the first takes focus, and nothing is sent', async () => {
    const { user, api } = renderModal();
    await user.type(titleBox(), '   ');
    await user.click(send());
    expect(rating()).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.');
    expect(within(rating()).getAllByRole('radio')[0]).toHaveFocus();
    expect(titleBox()).toHaveAccessibleDescription(/Give your review a title\./);
    expect(textBox()).toHaveAccessibleDescription(/Write your review first\./);
    expect(api.callsOf('submitReview')).toHaveLength(0);
  });

  it('given a text under 10 characters or a title over 120, then it says the limit', async () => {
    const { user, api } = renderModal();
    await user.click(within(rating()).getByRole('radio', { name: '5 stars: excellent' }));
    await user.click(titleBox());
    await user.paste('x'.repeat(121));
    await user.type(textBox(), ' too short ');
    await user.click(send());
    expect(titleBox()).toHaveFocus();
    expect(titleBox()).toHaveAccessibleDescription(/Keep the title to 120 characters\./);
    expect(textBox()).toHaveAccessibleDescription(/Write at least 10 characters\./);
    expect(api.callsOf('submitReview')).toHaveLength(0);
  });

  it('given a complete review, then it sends it trimmed with the stay and lands on the thank-you page with the hotel', async () => {
    const { user, api, onSubmitted, platform } = renderModal();
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      `/tripadvisor/thank-you/?hotel_id=${HOTEL_ID}`,
    );
    expect(api.callsOf('submitReview')).toEqual([
      {
        params: { hotelId: HOTEL_ID },
        body: { rating: 4, title: 'Good value', text: 'Quiet room and a kind front desk.', order_id: STAY_A.order_id },
      },
    ]);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(platform.eventsOf('analytics/track')).toEqual([
      { type: 'analytics/track', name: 'review_submitted', properties: { hotel_id: HOTEL_ID, rating: 4 } },
    ]);
  });

  it.each([
    [403, 'This booking is not a completed stay at this hotel, so it cannot be reviewed.'],
    [409, 'You have already reviewed this stay. Thank you!'],
    [401, 'You have been signed out. Please sign in again to send your review.'],
    [400, 'Some of your review was not accepted. Please check it and try again.'],
    [500, 'Your review could not be sent. Please try again.'],
  ])('given the API answers %i, then it says so in words and keeps what was written', async (status, message) => {
    const api = fakeReviewsApi();
    api.failNext('submitReview', fakeApiError(status, 'refused'));
    const { user } = renderModal([STAY_A], api);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(textBox()).toHaveValue('  Quiet room and a kind front desk.  ');
    expect(screen.queryByRole('status', { name: 'location' })).toBeNull();
  });

  it('given a limit of the API refuses the review, then its sentence says what was limited and when to try again; the review stays', async () => {
    const limited = 'Too many reviews from your account: please try again in 1 hour';
    const api = fakeReviewsApi();
    api.failNext('submitReview', fakeApiError(429, limited));
    const { user } = renderModal([STAY_A], api);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(textBox()).toHaveValue('  Quiet room and a kind front desk.  ');
  });

  it('given a 429 with no words of its own, then the form says too many in ours', async () => {
    const api = fakeReviewsApi();
    api.failNext('submitReview', fakeApiError(429, 'Too Many Requests', []));
    const { user } = renderModal([STAY_A], api);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent many reviews in a short time. Please try again later.',
    );
  });

  it('Cancel closes it', async () => {
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
