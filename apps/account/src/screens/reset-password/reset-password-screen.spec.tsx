import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform } from '@nivaas/state/testing';
import { ResetPasswordApiProvider } from '../../features/reset-password';
import ResetPasswordScreen from './reset-password-screen';

const TOKEN = 'rT_0123456789abcdefghijKLMN';
const PAGE = `/user/reset-password/${TOKEN}/`;
const STATUS = { expires_at: '2026-11-24T05:00:00Z', code_sent_to: 'SMS to +91 ******3210' };
const USER = {
  id: 77,
  email: 'asha@example.in',
  phone_number: '9876543210',
  first_name: 'Asha',
  last_name: 'Rao',
  communication_type: 'sms',
  token: 'session-77',
};

function renderPage(api: FakeApiClient, url = PAGE) {
  const platform = createTestPlatform();
  const rendered = renderScreen(ResetPasswordScreen, {
    url,
    platform,
    wrapper: ({ children }) => <ResetPasswordApiProvider api={api}>{children}</ResetPasswordApiProvider>,
  });
  return { ...rendered, platform };
}

async function fill(password: string, confirm: string, code: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), code);
}

describe('ResetPasswordScreen: /user/reset-password/{resetToken}/', () => {
  it('renders nothing personal before its effects run, then asks for the password twice and the code', async () => {
    const api = createFakeApiClient({ getPasswordReset: STATUS });
    const { container } = renderPage(api);
    // The first render (what a cached server render holds) has no trace of where the code went.
    expect(container).not.toHaveTextContent('3210');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    expect(api.callsOf('getPasswordReset')).toEqual([{ params: { token: TOKEN } }]);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription('We sent it by SMS to +91 ******3210.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Show reveals the password as text and says it is pressed', async () => {
    renderPage(createFakeApiClient({ getPasswordReset: STATUS }));
    const toggle = await screen.findByRole('button', { name: 'Show new password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it('passwords that differ are told at the confirm field and nothing is sent', async () => {
    const api = createFakeApiClient({ getPasswordReset: STATUS });
    renderPage(api);
    await fill('sunrise-over-goa', 'sunrise-over-go', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(api.callsOf('resetPassword')).toEqual([]);
  });

  it('a short password and a code that is not 6 digits are told at their fields', async () => {
    const api = createFakeApiClient({ getPasswordReset: STATUS });
    renderPage(api);
    await fill('short', 'short', '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Use at least 8 characters. At least 8 characters.',
    );
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Enter the 6 digits of the code. We sent it by SMS to +91 ******3210.',
    );
    expect(api.callsOf('resetPassword')).toEqual([]);
  });

  it('a wrong code (400) is said at the code field', async () => {
    const api = createFakeApiClient({
      getPasswordReset: STATUS,
      resetPassword: () => Promise.reject(fakeApiError(400, 'Wrong verification code')),
    });
    const { platform } = renderPage(api);
    await fill('sunrise-over-goa', 'sunrise-over-goa', '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Wrong verification code.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
    expect(platform.session.store.getState().isAuthenticated).toBe(false);
  });

  it('the right code signs the visitor in with the new session and says so', async () => {
    const api = createFakeApiClient({ getPasswordReset: STATUS, resetPassword: USER });
    const { platform, container } = renderPage(api);
    await fill('sunrise-over-goa', 'sunrise-over-goa', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password is reset' })).toHaveFocus();
    expect(api.callsOf('resetPassword')).toEqual([
      {
        body: {
          reset_token: TOKEN,
          password: 'sunrise-over-goa',
          confirm: 'sunrise-over-goa',
          verification_code: '123456',
        },
      },
    ]);
    const session = platform.session.store.getState();
    expect(session.isAuthenticated).toBe(true);
    expect(session.profile).toMatchObject({ userId: '77', firstName: 'Asha', mobile: '9876543210' });
    expect(platform.session.getToken()).toBe('session-77');
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in.');
    expect(screen.getByRole('link', { name: 'See your bookings' })).toHaveAttribute(
      'href',
      '/account/booking-history/',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('an unknown or expired link (404) says so, with the way to ask for a new one', async () => {
    const api = createFakeApiClient({
      getPasswordReset: () => Promise.reject(fakeApiError(404, 'This reset link is invalid or has expired')),
    });
    const { container } = renderPage(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This reset link is invalid or has expired' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/login/#forgot-password',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a token that cannot be one says the link is invalid without asking the API', () => {
    const api = createFakeApiClient({});
    renderPage(api, '/user/reset-password/short/');
    expect(screen.getByRole('heading', { level: 1, name: 'This reset link is invalid or has expired' })).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('a link that ends while the form is open (404 on submit) says it expired', async () => {
    const api = createFakeApiClient({
      getPasswordReset: STATUS,
      resetPassword: () => Promise.reject(fakeApiError(404, 'This reset link is invalid or has expired')),
    });
    renderPage(api);
    await fill('sunrise-over-goa', 'sunrise-over-goa', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This reset link is invalid or has expired' }),
    ).toBeVisible();
  });

  it('another failure of the check offers Try again', async () => {
    const api = createFakeApiClient({ getPasswordReset: STATUS });
    api.failNext('getPasswordReset', fakeApiError(500, 'API Error'));
    renderPage(api);
    expect(await screen.findByRole('heading', { name: 'We could not check your reset link' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  });
});
