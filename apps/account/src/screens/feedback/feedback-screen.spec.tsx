import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { FeedbackApiProvider } from '../../features/feedback';
import { FEEDBACK_ID, feedbackForm, givenFeedback } from '../../testing/feedback-fixtures';
import FeedbackScreen from './feedback-screen';

function renderPage(api: FakeApiClient, url = `/feedback/${FEEDBACK_ID}/`) {
  return renderScreen(FeedbackScreen, {
    url,
    wrapper: ({ children }) => <FeedbackApiProvider api={api}>{children}</FeedbackApiProvider>,
  });
}

describe('FeedbackScreen: /feedback/{feedbackId}/', () => {
  it('an open form: stars (none chosen), optional text with a count, the choices (none ticked), no login asked', async () => {
    const api = createFakeApiClient({ getFeedback: feedbackForm() });
    const { container } = renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'How was your stay?' })).toBeVisible();
    expect(screen.getByText('Nivaas Suites Marathahalli, Wed, 18 Nov – Fri, 20 Nov')).toBeVisible();
    expect(api.callsOf('getFeedback')).toEqual([{ params: { id: FEEDBACK_ID } }]);
    const rating = screen.getByRole('group', { name: 'Your rating' });
    const stars = within(rating).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      expect(within(rating).getByRole('radio', { name })).not.toBeChecked();
    }
    expect(screen.getByRole('textbox', { name: /Tell us more/ })).toHaveValue('');
    expect(screen.getByText('0 of 2,000 characters')).toBeVisible();
    const choices = within(screen.getByRole('group', { name: 'What stood out? Choose any' })).getAllByRole('checkbox');
    expect(choices).toHaveLength(6);
    for (const choice of choices) expect(choice).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sending without a rating says so at the stars and sends nothing', async () => {
    const api = createFakeApiClient({ getFeedback: feedbackForm() });
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(api.callsOf('submitFeedbackV2')).toEqual([]);
  });

  it('rated, written and chosen, it is sent by submitFeedbackV2 and the guest lands on the thanks page', async () => {
    const api = createFakeApiClient({ getFeedback: feedbackForm(), submitFeedbackV2: givenFeedback() });
    const page = renderPage(api);
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Tell us more/ }), '  Quiet room  ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Food' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cleanliness' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      `/feedback/${FEEDBACK_ID}/thanks/`,
    );
    expect(page.location()).toBe(`/feedback/${FEEDBACK_ID}/thanks/`);
    expect(api.callsOf('submitFeedbackV2')).toEqual([
      { body: { feedback_id: FEEDBACK_ID, rating: 4, review_text: 'Quiet room', others: ['Cleanliness', 'Food'] } },
    ]);
    expect(api.callsOf('updateFeedback')).toEqual([]);
  });

  it('a text over 2000 characters is marked and not sent', async () => {
    const api = createFakeApiClient({ getFeedback: feedbackForm() });
    renderPage(api);
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    const text = screen.getByRole('textbox', { name: /Tell us more/ });
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Keep it to 2,000 characters.')).toBeVisible();
    expect(text).toHaveFocus();
    expect(api.callsOf('submitFeedbackV2')).toEqual([]);
  });

  it('a refusal is said in words and the answer stays', async () => {
    const api = createFakeApiClient({
      getFeedback: feedbackForm(),
      submitFeedbackV2: () => Promise.reject(fakeApiError(400, 'Feedback opens after the stay')),
    });
    renderPage(api);
    await userEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your feedback: Feedback opens after the stay',
    );
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('a limit of the API is said in its own words (what was limited, when to try again) and the answer stays', async () => {
    const limited = 'Too many feedback saves for this stay: please try again in 1 hour';
    const api = createFakeApiClient({
      getFeedback: feedbackForm(),
      submitFeedbackV2: () => Promise.reject(fakeApiError(429, limited)),
    });
    renderPage(api);
    await userEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('already given: shows the rating, the text as text (never markup) and the choices, with Change feedback', async () => {
    const api = createFakeApiClient({ getFeedback: givenFeedback() });
    const { container } = renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your feedback' })).toBeVisible();
    expect(screen.getByText('4 stars')).toBeVisible();
    expect(screen.getByText('Quiet room, <b>bold</b> breakfast')).toBeVisible();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('Cleanliness')).toBeVisible();
    expect(screen.getByText('Food')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Change feedback' })).toHaveAttribute(
      'href',
      `/feedback/${FEEDBACK_ID}/change/`,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('before the check-out day: says from when feedback opens, and shows no form', async () => {
    const api = createFakeApiClient({
      getFeedback: feedbackForm({
        availability: 'after_stay',
        checkin: '2027-03-01',
        checkout: '2027-03-03',
        opens_on: '2027-03-03',
      }),
    });
    const { container } = renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback opens after your stay' })).toBeVisible();
    expect(screen.getByText('You can tell us about your stay from Wed, 3 Mar.')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Your rating' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a cancelled booking says there is no stay to rate', async () => {
    renderPage(createFakeApiClient({ getFeedback: feedbackForm({ availability: 'cancelled' }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking was cancelled' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('an id that cannot be one gets a clear page without asking the API', async () => {
    const api = createFakeApiClient({});
    const { container } = renderPage(api, '/feedback/bad!id/');
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this feedback form' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(api.calls).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('an unknown id (404) gets the same page', async () => {
    renderPage(createFakeApiClient({ getFeedback: () => Promise.reject(fakeApiError(404, 'Not found')) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this feedback form' }),
    ).toBeVisible();
  });

  it('another failure offers Try again, which loads it again', async () => {
    const api = createFakeApiClient({ getFeedback: feedbackForm() });
    api.failNext('getFeedback', fakeApiError(500, 'API Error'));
    renderPage(api);
    expect(await screen.findByRole('heading', { name: 'We could not load your feedback form' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How was your stay?' })).toBeVisible();
    await waitFor(() => expect(api.callsOf('getFeedback')).toHaveLength(2));
  });
});
