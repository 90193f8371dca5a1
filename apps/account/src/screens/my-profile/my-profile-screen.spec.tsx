import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform } from '@nivaas/state/testing';
import {
  accountWrapper,
  COMPANY,
  createFakeApiClient,
  memberPlatform,
  profileAnswer,
  profileHandlers,
} from '../../testing/profile-fixtures';
import MyProfileScreen from './my-profile-screen';

const settle = () => act(async () => undefined);

function renderPage(api = createFakeApiClient(profileHandlers()), platform = memberPlatform()) {
  return renderScreen(MyProfileScreen, { url: '/my-profile/', platform, wrapper: accountWrapper(api) });
}

describe('MyProfileScreen: /my-profile/', () => {
  it('given a member with GST details and WhatsApp on, shows name, email, +91 mobile, WhatsApp, tier and company', async () => {
    const api = createFakeApiClient(
      profileHandlers({
        getProfile: profileAnswer({ loyalty_tier: 'gold' }),
        getCompanyProfile: COMPANY,
        getWhatsappOptIn: { hasOptedForWhatsapp: true },
      }),
    );
    const { container } = renderPage(api);
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
    await settle();
    const personal = screen.getByRole('region', { name: 'Personal details' });
    const value = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling;
    expect(value(personal, 'Name')).toHaveTextContent('Asha Rao');
    expect(value(personal, 'Email')).toHaveTextContent('asha@example.in');
    expect(value(personal, 'Mobile')).toHaveTextContent('+91 9876543210');
    expect(value(personal, 'WhatsApp updates')).toHaveTextContent('On');
    expect(value(personal, 'Loyalty tier')).toHaveTextContent('Gold');
    const gst = screen.getByRole('region', { name: 'GST details' });
    expect(value(gst, 'GSTIN')).toHaveTextContent('27AAPFU0939F1ZV');
    expect(value(gst, 'Company name')).toHaveTextContent('Rao Traders');
    expect(value(gst, 'Company address')).toHaveTextContent('12 MG Road, Pune');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/update-profile/');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/account/booking-history/');
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards/');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given no GST and no email, says so; user text is shown as text, never HTML', async () => {
    const api = createFakeApiClient(
      profileHandlers({ getProfile: profileAnswer({ email: '', firstName: '<b>Asha</b>', lastName: '' }) }),
    );
    renderPage(api);
    await settle();
    expect(screen.getByText('<b>Asha</b>')).toBeInTheDocument();
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent('Not given');
    expect(screen.getByText('WhatsApp updates').nextElementSibling).toHaveTextContent('Off');
    expect(screen.getByText(/No GST details saved/)).toBeInTheDocument();
  });

  it('given a failed load, shows the error with Retry, and Retry loads it', async () => {
    const api = createFakeApiClient(profileHandlers());
    api.failNext('getProfile');
    renderPage(api);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your profile');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('region', { name: 'Personal details' })).toBeInTheDocument();
  });

  it('given a visitor who is not signed in (PhonePe stays on the page), asks to sign in and loads once they do', async () => {
    const api = createFakeApiClient(profileHandlers());
    const platform = createTestPlatform();
    renderPage(api, platform);
    await settle();
    expect(api.callsOf('getProfile')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(platform.eventsOf('modal/open')).toEqual([{ type: 'modal/open', modal: 'login' }]);
    act(() => platform.session.login('tok_new', { id: 41, first_name: 'Asha', phone_number: '9876543210' }));
    await settle();
    expect(api.callsOf('getProfile')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Personal details' })).toBeInTheDocument();
  });
});
