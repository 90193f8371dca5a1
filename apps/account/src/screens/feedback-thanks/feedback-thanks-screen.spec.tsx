import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform } from '@nivaas/state/testing';
import { FeedbackApiProvider } from '../../features/feedback';
import { FEEDBACK_ID, feedbackForm, givenFeedback } from '../../testing/feedback-fixtures';
import FeedbackThanksScreen from './feedback-thanks-screen';

function renderPage(api: FakeApiClient, url = `/feedback/${FEEDBACK_ID}/thanks/`) {
  return renderScreen(FeedbackThanksScreen, {
    url,
    platform: createTestPlatform(),
    wrapper: ({ children }) => <FeedbackApiProvider api={api}>{children}</FeedbackApiProvider>,
  });
}

describe('FeedbackThanksScreen: /feedback/{feedbackId}/thanks/', () => {
  it('thanks the guest with the rating given and the ways to change it or go home', async () => {
    const { container } = renderPage(createFakeApiClient({ getFeedback: givenFeedback() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your feedback' })).toBeVisible();
    expect(screen.getByText('You rated your stay 4 stars.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change your feedback' })).toHaveAttribute(
      'href',
      `/feedback/${FEEDBACK_ID}/change/`,
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('one star is said in the singular', async () => {
    renderPage(createFakeApiClient({ getFeedback: givenFeedback({ rating: 1 }) }));
    expect(await screen.findByText('You rated your stay 1 star.')).toBeVisible();
  });

  it('a thanks page for feedback not given goes to the form', async () => {
    const page = renderPage(createFakeApiClient({ getFeedback: feedbackForm() }));
    expect(await screen.findByRole('status', { name: 'location' })).toBeInTheDocument();
    expect(page.location()).toBe(`/feedback/${FEEDBACK_ID}/`);
  });

  it('an unknown id (404) gets the clear page', async () => {
    renderPage(createFakeApiClient({ getFeedback: () => Promise.reject(fakeApiError(404, 'Not found')) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this feedback form' }),
    ).toBeVisible();
  });
});
