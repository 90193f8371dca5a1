import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import { createInstallPrompt, type InstallPrompt } from './install-offer';
import { InstallBanner } from './install-banner';
import {
  INSTALL_BANNER_DISMISSED_KEY,
  INSTALL_BANNER_INSTALLED_KEY,
  INSTALL_BANNER_SNOOZE_MS,
} from './install-banner-storage';
import { routerRemote } from '../../testing/router-remote';

const LISTING = '/hotels-in-goa/';
const NOW = Date.parse('2026-11-24T10:00:00Z');

const { Navigator, navigate } = routerRemote();
const go = (path: string) => act(() => navigate(path));

/** Chromium's install offer, as start-analytics keeps it. */
function offerInstall(installPrompt: InstallPrompt, outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn().mockResolvedValue(undefined);
  Object.assign(event, { platforms: ['web'], prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => installPrompt.keep(event));
  return prompt;
}

interface SetupOptions {
  readonly path?: string;
  readonly platform?: TestPlatform;
  readonly now?: number;
  readonly offer?: boolean;
}

function setup({ path = LISTING, platform = createTestPlatform(), now = NOW, offer = true }: SetupOptions = {}) {
  const installPrompt = createInstallPrompt();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <PlatformProvider platform={platform}>
        <Navigator />
        <label>
          City
          <input name="city" />
        </label>
        <InstallBanner installPrompt={installPrompt} now={() => now} />
      </PlatformProvider>
    </MemoryRouter>,
  );
  const prompt = offer ? offerInstall(installPrompt) : jest.fn();
  const tracked = () =>
    platform.eventsOf('analytics/track').map((e) => [e.name, e.properties] as [string, Record<string, unknown>]);
  return { platform, installPrompt, prompt, tracked, view };
}

const banner = () => screen.queryByRole('complementary', { name: 'Add Nivaas to your home screen' });

describe('install banner (the install prompt at a sensible moment)', () => {
  it('given the offer on a listing, then a labelled landmark with Install and Not now shows, is tracked as shown from the banner, and passes axe', async () => {
    const { tracked, view } = setup();
    const region = await screen.findByRole('complementary', { name: 'Add Nivaas to your home screen' });
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    // Nothing to tick, and the banner never takes focus from the page.
    expect(region.querySelector('input')).toBeNull();
    expect(region.contains(document.activeElement)).toBe(false);
    expect(tracked()).toEqual([['A2HS Prompt Shown', { source: 'banner', platforms: ['web'] }]]);
    expect(await axe(view.container)).toHaveNoViolations();
  });

  it('given no offer from the browser, then nothing shows on a listing', () => {
    const { tracked } = setup({ offer: false });
    expect(banner()).toBeNull();
    expect(tracked()).toEqual([]);
  });

  it('given the offer on the home page or the empty search page, then it waits until the visitor searches, and stays after that', async () => {
    setup({ path: '/' });
    expect(banner()).toBeNull();
    go('/search/');
    expect(banner()).toBeNull();
    go('/search/goa/');
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    go('/faq/');
    expect(banner()).not.toBeNull();
  });

  it('given a booking (the confirmation page), then it shows', async () => {
    setup({ path: '/confirmation/NIV123/' });
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
  });

  it('given a booking confirmed on the bus while on another page, then it shows', async () => {
    const { platform } = setup({ path: '/cities/' });
    expect(banner()).toBeNull();
    act(() => platform.bus.emit({ type: 'booking/confirmed', bookingId: 'NIV123' }));
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
  });

  it.each(['/itinerary/?hotel_id=1', '/payment-process/NIV123/', '/razorpay-payment-process/', '/login/'])(
    'given the visitor searched and then opens %s, then it is not on that page',
    async (path) => {
      setup();
      await screen.findByRole('complementary');
      go(path);
      expect(banner()).toBeNull();
      go('/hotels-in-goa/sea-view-inn-12/');
      expect(banner()).not.toBeNull();
    },
  );

  it('given a form field has focus, then it steps aside until the field loses it; the shown event is tracked once', async () => {
    const { tracked } = setup();
    await screen.findByRole('complementary');
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'City' }));
    expect(banner()).toBeNull();
    await user.tab({ shift: true });
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    expect(tracked().filter(([name]) => name === 'A2HS Prompt Shown')).toHaveLength(1);
  });

  it('given a field already has focus when the offer arrives, then it does not show', () => {
    const platform = createTestPlatform();
    const installPrompt = createInstallPrompt();
    render(
      <MemoryRouter initialEntries={[LISTING]}>
        <PlatformProvider platform={platform}>
          <input aria-label="Search" autoFocus />
          <InstallBanner installPrompt={installPrompt} />
        </PlatformProvider>
      </MemoryRouter>,
    );
    offerInstall(installPrompt);
    expect(banner()).toBeNull();
  });

  it("given one of the shell's modals, then it is hidden while the modal is open", async () => {
    const { platform } = setup();
    await screen.findByRole('complementary');
    act(() => platform.bus.emit({ type: 'modal/open', modal: 'login' }));
    expect(banner()).toBeNull();
    act(() => platform.bus.emit({ type: 'modal/close', modal: 'login' }));
    expect(banner()).not.toBeNull();
  });

  it("given a remote's modal dialog in the page, then it is hidden until the dialog closes", async () => {
    setup();
    await screen.findByRole('complementary');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    // The observer reports in a microtask: an async act lets it run before the assertion.
    await act(async () => document.body.append(dialog));
    expect(banner()).toBeNull();
    await act(async () => dialog.remove());
    expect(banner()).not.toBeNull();
  });

  it('given Not now, then it hides, A2HS Dismissed is tracked from the banner, and it stays away for 14 days', async () => {
    const platform = createTestPlatform();
    const { tracked, prompt, view } = setup({ platform });
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(banner()).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
    expect(tracked().at(-1)).toEqual(['A2HS Dismissed', { source: 'banner' }]);
    expect(platform.storage.getItem(INSTALL_BANNER_DISMISSED_KEY)).toBe(String(NOW));
    view.unmount();

    // The next visits, with a new offer from the browser each time.
    const nextDay = setup({ platform, now: NOW + INSTALL_BANNER_SNOOZE_MS - 1 });
    expect(banner()).toBeNull();
    nextDay.view.unmount();
    setup({ platform, now: NOW + INSTALL_BANNER_SNOOZE_MS });
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
  });

  it("given Install and the visitor accepts in the browser's dialog, then A2HS Accepted is tracked from the banner and, once installed, it never comes back", async () => {
    const platform = createTestPlatform();
    const { tracked, prompt, installPrompt, view } = setup({ platform });
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
    await waitFor(() => expect(tracked().at(-1)).toEqual(['A2HS Accepted', { source: 'banner', platform: 'web' }]));
    act(() => installPrompt.markInstalled());
    expect(platform.storage.getItem(INSTALL_BANNER_INSTALLED_KEY)).toBe('1');
    view.unmount();

    setup({ platform, now: NOW + 10 * INSTALL_BANNER_SNOOZE_MS });
    expect(banner()).toBeNull();
  });

  it("given Install and the visitor says no in the browser's dialog, then A2HS Dismissed is tracked from the banner and it rests for 14 days", async () => {
    const platform = createTestPlatform();
    const installPrompt = createInstallPrompt();
    render(
      <MemoryRouter initialEntries={[LISTING]}>
        <PlatformProvider platform={platform}>
          <InstallBanner installPrompt={installPrompt} now={() => NOW} />
        </PlatformProvider>
      </MemoryRouter>,
    );
    offerInstall(installPrompt, 'dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    await waitFor(() =>
      expect(platform.eventsOf('analytics/track').at(-1)).toMatchObject({
        name: 'A2HS Dismissed',
        properties: { source: 'banner', platform: 'web' },
      }),
    );
    expect(platform.storage.getItem(INSTALL_BANNER_DISMISSED_KEY)).toBe(String(NOW));
    expect(banner()).toBeNull();
  });

  it('given the site gets installed (appinstalled) while the banner shows, then it hides for good', async () => {
    const { installPrompt, platform } = setup();
    await screen.findByRole('complementary');
    act(() => installPrompt.markInstalled());
    expect(banner()).toBeNull();
    expect(platform.storage.getItem(INSTALL_BANNER_INSTALLED_KEY)).toBe('1');
  });
});
