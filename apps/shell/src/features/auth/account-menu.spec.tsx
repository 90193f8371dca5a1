import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createTestPlatform } from '@nivaas/state/testing';
import { AccountMenu } from './account-menu';
import { fakeApi, LOGIN_USER, renderWithAuth } from './testing/auth-test-harness';

const signedIn = () => {
  const platform = createTestPlatform();
  platform.session.login('token-42', LOGIN_USER);
  platform.session.setBookingHistoryPage('1', ['first']);
  platform.session.setBookingHistoryPage('2', ['second']);
  return platform;
};

describe('AccountMenu (header)', () => {
  it('given a guest, when Sign in is pressed, then the login modal is asked for on the bus', async () => {
    const { events } = renderWithAuth(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(events).toContainEqual({ type: 'modal/open', modal: 'login' });
  });

  it('given a signed-in user, then their name opens My bookings, My profile, Rewards and Log out, with no accessibility violations', async () => {
    const { container } = renderWithAuth(<AccountMenu />, { platform: signedIn() });
    const trigger = screen.getByRole('button', { name: 'Account menu for Asha' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/account/booking-history/');
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/my-profile/');
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards/');
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('given a member with no name (signed in by OTP after booking as a guest), then a short "Account" that fits the header, labelled as the account menu', async () => {
    const platform = createTestPlatform();
    platform.session.login('token-43', { ...LOGIN_USER, first_name: 'Guest', last_name: '' });
    renderWithAuth(<AccountMenu />, { platform });
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent(/^Account$/);
  });

  it('logout calls the logout operation, clears the session, keeps only the first booking-history entry and says so', async () => {
    const platform = signedIn();
    const { api, events } = renderWithAuth(<AccountMenu />, { platform });
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await act(async () => undefined);
    expect(api.callsOf('logout')).toHaveLength(1);
    expect(platform.session.store.getState()).toMatchObject({ isAuthenticated: false, token: null, profile: null });
    expect(platform.session.store.getState().bookingHistory.results).toEqual({ '1': ['first'] });
    expect(events).toContainEqual({ type: 'toast/show', kind: 'success', message: 'You are signed out.' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('given the logout call fails, then the device still signs out', async () => {
    const platform = signedIn();
    const api = fakeApi({ logout: jest.fn().mockRejectedValue(Object.assign(new Error('API error'), { status: 0 })) });
    renderWithAuth(<AccountMenu />, { platform, api });
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await act(async () => undefined);
    expect(platform.session.store.getState().isAuthenticated).toBe(false);
  });
});
