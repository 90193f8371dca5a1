import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { apiError, fakeApi, renderWithAuth } from '../testing/auth-test-harness';
import { SignInFlow } from './sign-in-flow';

const SENT = "If an account has this email, we've sent a reset link to it and an OTP to its phone.";

/** The form as the login page's #forgot-password opens it (where an expired reset link already sent points). */
const openForgot = () => screen.findByRole('textbox', { name: 'Email' });

describe('SignInFlow: the reset form of links already sent (#forgot-password)', () => {
  // Regression: sign-in is by OTP only; a "Forgot password?" button there offered a password nobody signs in with.
  it('offers no "Forgot password?" on the OTP sign-in', async () => {
    renderWithAuth(<SignInFlow onSignedIn={jest.fn()} />);
    expect(await screen.findByLabelText('Mobile number')).toBeVisible();
    expect(screen.queryByRole('button', { name: /forgot password/i })).toBeNull();
    expect(screen.queryByText(/forgot password/i)).toBeNull();
  });

  it('opens a small form with the email, under its own heading, and back to sign in', async () => {
    const { container } = renderWithAuth(<SignInFlow onSignedIn={jest.fn()} forgotOpen />);
    const email = await openForgot();
    expect(screen.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeInTheDocument();
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('Mobile number')).toBeVisible();
  });

  it('an email that is not one is told at the field and nothing is sent', async () => {
    const api = fakeApi({ requestPasswordReset: { status: 'ok' } });
    renderWithAuth(<SignInFlow onSignedIn={jest.fn()} forgotOpen />, { api });
    await userEvent.type(await openForgot(), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(api.callsOf('requestPasswordReset')).toEqual([]);
  });

  it('a valid email is sent, and the answer never says whether an account has it', async () => {
    const api = fakeApi({ requestPasswordReset: { status: 'ok' } });
    renderWithAuth(<SignInFlow onSignedIn={jest.fn()} forgotOpen />, { api });
    await userEvent.type(await openForgot(), '  asha@example.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));
    expect(api.callsOf('requestPasswordReset')).toEqual([{ body: { email: 'asha@example.in' } }]);
  });

  it("a limit of the API is said in the API's words: what was limited and when to try again", async () => {
    const limited = 'Too many password reset requests for this email: please try again in 1 hour';
    const api = fakeApi({ requestPasswordReset: () => Promise.reject(apiError(429, limited)) });
    renderWithAuth(<SignInFlow onSignedIn={jest.fn()} forgotOpen />, { api });
    await userEvent.type(await openForgot(), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
  });

  it('too many requests with no words of the API are said as such; another failure asks to try again', async () => {
    // The status text only: the API gave no sentence of its own.
    const api = fakeApi({ requestPasswordReset: () => Promise.reject(apiError(429, 'Too Many Requests')) });
    renderWithAuth(<SignInFlow onSignedIn={jest.fn()} forgotOpen />, { api });
    await userEvent.type(await openForgot(), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a few minutes and try again.',
    );
    api.answer({ requestPasswordReset: () => Promise.reject(apiError(500, 'API Error')) });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send the reset link. Please try again.');
  });

  it('opens on the form when asked (the login page’s #forgot-password)', async () => {
    renderWithAuth(<SignInFlow onSignedIn={jest.fn()} forgotOpen />);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
  });
});
