import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideApiClient } from '@nivaas/api-client/testing';
import { createTestPlatform } from '@nivaas/state/testing';
import { footerApi } from '../features/chrome/testing';
import { LOGIN_USER, renderWithAuth } from '../features/auth/testing/auth-test-harness';
import { Layout } from './layout';

const renderLayout = (platform = createTestPlatform()) => {
  provideApiClient(footerApi());
  return renderWithAuth(
    <Layout customerCarePhone="+91 1800 102 4455">
      <p>Screen</p>
    </Layout>,
    { platform },
  );
};

const header = () => within(screen.getByRole('banner'));

describe('Layout (header)', () => {
  it('given a visitor, then the header links to Cities and My bookings beside Sign in', () => {
    renderLayout();
    expect(header().getByRole('link', { name: 'Cities' })).toHaveAttribute('href', '/cities/');
    expect(header().getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/account/booking-history/');
    expect(header().getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('given a member, then My bookings is only in the account menu, not a second header link that wrapped at 360 px', async () => {
    const platform = createTestPlatform();
    platform.session.login('token-42', LOGIN_USER);
    renderLayout(platform);
    expect(header().getByRole('link', { name: 'Cities' })).toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'My bookings' })).toBeNull();
    await userEvent.click(header().getByRole('button', { name: 'Account menu for Asha' }));
    expect(header().getAllByRole('link', { name: 'My bookings' })).toHaveLength(1);
    expect(header().getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/account/booking-history/');
  });
});
