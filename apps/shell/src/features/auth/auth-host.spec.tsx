import { act, screen } from '@testing-library/react';
import { createTestPlatform } from '@nivaas/state/testing';
import { AuthHost } from './auth-host';
import { PHONEPE_GUEST_KEY } from '@nivaas/domain/sign-in';
import { LOGIN_USER, renderWithAuth } from './testing/auth-test-harness';

const signedIn = () => {
  const platform = createTestPlatform();
  platform.session.login('token-42', LOGIN_USER);
  return platform;
};

describe('AuthHost: access rules, PhonePe launch and 401s', () => {
  it('given an anonymous visitor on booking history, then they are sent to /login/ with the redirect', () => {
    renderWithAuth(<AuthHost />, { path: '/account/booking-history/' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login/?redirect=%2Faccount%2Fbooking-history%2F');
  });

  it('given phonepe_app traffic on booking history, then it is not redirected', () => {
    renderWithAuth(<AuthHost />, { path: '/account/booking-history/?utm_source=phonepe_app' });
    expect(screen.getByTestId('location')).toHaveTextContent('/account/booking-history/?utm_source=phonepe_app');
  });

  it('given a 401 while a member is on booking history, then the session clears, a notice shows and login is asked for', () => {
    const platform = signedIn();
    const { events } = renderWithAuth(<AuthHost />, { path: '/account/booking-history/', platform });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/booking-history\/$/);
    act(() => platform.bus.emit({ type: 'auth/unauthorized', operationId: 'getBookingHistory' }));
    expect(platform.session.store.getState().isAuthenticated).toBe(false);
    expect(events).toContainEqual({
      type: 'toast/show',
      kind: 'error',
      message: 'Your session has ended. Please sign in again.',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/login/?redirect=');
  });

  it('given a PhonePe launch without an SDK, then the visitor stays a guest and guest details stay for checkout', async () => {
    const platform = createTestPlatform();
    platform.storage.setItem(PHONEPE_GUEST_KEY, JSON.stringify({ name: 'Asha', mobile: '9876543210' }));
    const { api } = renderWithAuth(<AuthHost />, { path: '/?utm_source=phonepe_app', platform });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsOf('loginPhonepe')).toHaveLength(0);
    expect(platform.storage.getItem(PHONEPE_GUEST_KEY)).toContain('Asha');
  });

  it('given a PhonePe launch with a grant token, then the wallet user is signed in', async () => {
    const phonepe = async () => ({ fetchGrantToken: async () => 'pp.9876543210.grant' });
    const { api, platform } = renderWithAuth(<AuthHost />, { path: '/?utm_source=phonepe_app', services: { phonepe } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsOf('loginPhonepe')).toContainEqual({ body: { token: 'pp.9876543210.grant' } });
    expect(platform.session.store.getState().isAuthenticated).toBe(true);
  });
});
