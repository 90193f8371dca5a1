import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from '@nivaas/state/testing';
import LoginScreen from './login-screen';
import { LOGIN_USER, renderWithAuth } from '../../features/auth/testing/auth-test-harness';

const signedInPlatform = () => {
  const platform = createTestPlatform();
  platform.session.login('t', LOGIN_USER);
  return platform;
};

async function signIn() {
  await userEvent.type(await screen.findByLabelText('Mobile number'), '9876543210');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
  await act(async () => undefined);
}

describe('/login/ (docs/rules.md section 2)', () => {
  it('shows the sign-in flow under a page heading', async () => {
    renderWithAuth(<LoginScreen />, { path: '/login/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Nivaas' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('/login/#forgot-password still opens the reset form (where an expired reset link points); sign-in itself offers no "Forgot password?"', async () => {
    renderWithAuth(<LoginScreen />, { path: '/login/#forgot-password' });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('Mobile number')).toBeVisible();
    expect(screen.queryByRole('button', { name: /forgot password/i })).toBeNull();
  });

  // Regression: a booking's "See all your bookings" sends a guest who is not signed in here with its number.
  it("given the booking's number in `phone`, then it is pre-filled; signing in goes on to the redirect", async () => {
    const { api } = renderWithAuth(<LoginScreen />, {
      path: '/login/?redirect=%2Faccount%2Fbooking-history%2F&phone=9034341175',
    });
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('9034341175');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(api.callsOf('sendOtp')[0]).toMatchObject({ body: { phone_number: '9034341175' } });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await act(async () => undefined);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/booking-history\/$/);
  });

  it.each(['12345', '+919034341175', 'abc'])(
    'given a `phone` that is not an Indian mobile (%s), then nothing is pre-filled',
    async (phone) => {
      renderWithAuth(<LoginScreen />, { path: `/login/?phone=${encodeURIComponent(phone)}` });
      expect(await screen.findByLabelText('Mobile number')).toHaveValue('');
    },
  );

  it('given a same-site redirect, when the visitor signs in, then they land on it', async () => {
    renderWithAuth(<LoginScreen />, { path: '/login/?redirect=%2Faccount%2Fbooking-history%2F' });
    await signIn();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/booking-history\/$/);
  });

  it('given an off-site redirect, when the visitor signs in, then they go home', async () => {
    renderWithAuth(<LoginScreen />, { path: '/login/?redirect=https%3A%2F%2Fevil.example%2F' });
    await signIn();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('logged-in users on the login page go home at once', () => {
    renderWithAuth(<LoginScreen />, {
      path: '/login/?redirect=%2Faccount%2Fbooking-history%2F',
      platform: signedInPlatform(),
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('in the wallet app the user id is handed to the redirectUrl', () => {
    const assignLocation = jest.fn();
    const path = `/login/?utm_source=phonepe_app&redirectUrl=${encodeURIComponent('https://wallet.example/cb')}`;
    renderWithAuth(<LoginScreen />, { path, platform: signedInPlatform(), services: { assignLocation } });
    expect(assignLocation).toHaveBeenCalledWith('https://wallet.example/cb?userId=42');
  });

  it('in the wallet app with an unsafe redirectUrl, the visitor goes home instead', () => {
    const assignLocation = jest.fn();
    const path = `/login/?utm_source=phonepe_app&redirectUrl=${encodeURIComponent(['javascript', 'alert(1)'].join(':'))}`;
    renderWithAuth(<LoginScreen />, { path, platform: signedInPlatform(), services: { assignLocation } });
    expect(assignLocation).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
