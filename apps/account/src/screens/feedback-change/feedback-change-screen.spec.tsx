import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createFakeApiClient, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { FeedbackApiProvider } from '../../features/feedback';
import { FEEDBACK_ID, feedbackForm, givenFeedback } from '../../testing/feedback-fixtures';
import FeedbackChangeScreen from './feedback-change-screen';

function renderPage(api: FakeApiClient, url = `/feedback/${FEEDBACK_ID}/change/`) {
  return renderScreen(FeedbackChangeScreen, {
    url,
    wrapper: ({ children }) => <FeedbackApiProvider api={api}>{children}</FeedbackApiProvider>,
  });
}

describe('FeedbackChangeScreen: /feedback/{feedbackId}/change/', () => {
  it('shows the same form with the saved answer', async () => {
    const { container } = renderPage(createFakeApiClient({ getFeedback: givenFeedback() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your feedback' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Tell us more/ })).toHaveValue('Quiet room, <b>bold</b> breakfast');
    const choices = within(screen.getByRole('group', { name: 'What stood out? Choose any' }));
    expect(choices.getByRole('checkbox', { name: 'Cleanliness' })).toBeChecked();
    expect(choices.getByRole('checkbox', { name: 'Food' })).toBeChecked();
    expect(choices.getByRole('checkbox', { name: 'Staff' })).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('saving sends updateFeedback with the change, then goes to thanks', async () => {
    const api = createFakeApiClient({ getFeedback: givenFeedback(), updateFeedback: givenFeedback({ rating: 2 }) });
    const page = renderPage(api);
    await userEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Food' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status', { name: 'location' })).toBeInTheDocument();
    expect(page.location()).toBe(`/feedback/${FEEDBACK_ID}/thanks/`);
    expect(api.callsOf('updateFeedback')).toEqual([
      {
        body: {
          feedback_id: FEEDBACK_ID,
          rating: 2,
          review_text: 'Quiet room, <b>bold</b> breakfast',
          others: ['Cleanliness'],
        },
      },
    ]);
    expect(api.callsOf('submitFeedbackV2')).toEqual([]);
  });

  it('a saved choice the form no longer offers is not sent again', async () => {
    const api = createFakeApiClient({
      getFeedback: givenFeedback({ others: ['Cleanliness', 'Old choice'] }),
      updateFeedback: givenFeedback(),
    });
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status', { name: 'location' })).toBeInTheDocument();
    expect(api.callsOf('updateFeedback')[0]?.body?.others).toEqual(['Cleanliness']);
  });

  it('feedback not given yet has nothing to change: the visitor goes to the form', async () => {
    const page = renderPage(createFakeApiClient({ getFeedback: feedbackForm() }));
    expect(await screen.findByRole('status', { name: 'location' })).toBeInTheDocument();
    expect(page.location()).toBe(`/feedback/${FEEDBACK_ID}/`);
  });

  it('a bad id gets the clear page', () => {
    renderPage(createFakeApiClient({}), '/feedback/x/change/');
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this feedback form' })).toBeVisible();
  });
});
