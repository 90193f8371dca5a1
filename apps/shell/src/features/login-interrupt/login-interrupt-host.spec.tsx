import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider, type AppEvent, type Platform } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { LOGIN_INTERRUPT_COOKIE, LOGIN_INTERRUPT_IDLE_MS, PROMPT_FREE_SCREENS } from '@nivaas/domain/sign-in';
import { ROUTES } from '@nivaas/routes';
import type { BannerCache } from './banner-content';
import { LoginInterruptHost } from './login-interrupt-host';
import { LOGIN_INTERRUPT_DELAY_MS } from './use-login-interrupt';
import { readLoginInterruptViews } from './login-interrupt-storage';
import { routerRemote } from '../../testing/router-remote';

const banner = {
  login_interrupt_banner: { title: 'Log in for member prices', subtitle: 'Save 5% more', cta: 'Log in' },
};
const { Navigator, navigate: go } = routerRemote();

/** A page with a field, as the itinerary's Mobile or home's search box: where a guest types. */
function PageField() {
  return <input aria-label="Mobile number" defaultValue="" />;
}

function setup(path = '/', platform: Platform = createTestPlatform()) {
  const events: AppEvent[] = [];
  platform.bus.events$.subscribe((e) => events.push(e));
  const fetchBanner = jest.fn().mockResolvedValue(banner);
  const cache: BannerCache = { value: null };
  render(
    <MemoryRouter initialEntries={[path]}>
      <PlatformProvider platform={platform}>
        <Navigator />
        <PageField />
        <LoginInterruptHost fetchBanner={fetchBanner} cache={cache} />
      </PlatformProvider>
    </MemoryRouter>,
  );
  return { platform, events, fetchBanner };
}

const wait = async (ms: number) => {
  await act(async () => void jest.advanceTimersByTime(ms));
  await act(async () => undefined);
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('login-interrupt prompt (docs/rules.md section 4)', () => {
  it('opens for an anonymous visitor 8 s after the page settles, with content fetched on open and no accessibility violations', async () => {
    const { fetchBanner } = setup();
    await wait(LOGIN_INTERRUPT_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchBanner).not.toHaveBeenCalled();
    await wait(1);
    const dialog = screen.getByRole('dialog', { name: 'Log in for member prices' });
    expect(fetchBanner).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('the timer restarts on every path change, so it never lands mid-navigation', async () => {
    setup();
    await wait(LOGIN_INTERRUPT_DELAY_MS - 1000);
    act(() => go('/cities/'));
    await wait(LOGIN_INTERRUPT_DELAY_MS - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(1000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('dismissing sets the cookie and records the time, and it does not open again in this visit', async () => {
    const { platform } = setup();
    await wait(LOGIN_INTERRUPT_DELAY_MS);
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.cookies.get(LOGIN_INTERRUPT_COOKIE)).toBe('1');
    expect(readLoginInterruptViews(platform.storage)).toHaveLength(1);
    act(() => go('/cities/'));
    await wait(LOGIN_INTERRUPT_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('its Sign in opens the login flow (and counts as dismissed)', async () => {
    const { platform, events } = setup();
    await wait(LOGIN_INTERRUPT_DELAY_MS);
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Log in' }));
    expect(events).toContainEqual({ type: 'modal/open', modal: 'login' });
    expect(platform.cookies.get(LOGIN_INTERRUPT_COOKIE)).toBe('1');
  });

  it.each(['/brands/itsy/', '/policy/', '/terms/', '/terms/rewards-info/', '/login/'])(
    'never opens on %s',
    async (path) => {
      const { fetchBanner } = setup(path);
      await wait(LOGIN_INTERRUPT_DELAY_MS * 2);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(fetchBanner).not.toHaveBeenCalled();
    },
  );

  it('never opens for a signed-in visitor, and closes if they sign in while it is open', async () => {
    const platform = createTestPlatform();
    platform.session.login('t', { id: 1, first_name: 'Asha' });
    setup('/', platform);
    await wait(LOGIN_INTERRUPT_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => platform.session.logout());
    await wait(LOGIN_INTERRUPT_DELAY_MS);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => platform.session.login('t', { id: 1, first_name: 'Asha' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while another dialog is open', async () => {
    const { platform } = setup();
    act(() => platform.bus.emit({ type: 'modal/open', modal: 'search-widget' }));
    await wait(LOGIN_INTERRUPT_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => platform.bus.emit({ type: 'modal/close', modal: 'search-widget' }));
    await wait(LOGIN_INTERRUPT_DELAY_MS);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('hides on an excluded path without recording a view, and is back on the next ordinary page', async () => {
    const { platform } = setup();
    await wait(LOGIN_INTERRUPT_DELAY_MS);
    act(() => go('/policy/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readLoginInterruptViews(platform.storage)).toBeNull();
    act(() => go('/'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  // Regression: the sheet opened over the itinerary's guest form and took the focus; "98450" left "98".
  it.each([
    '/itinerary/?hotel_id=1001',
    '/payment-process/NV1/',
    '/razorpay-payment-process/',
    '/confirmation/NV1/',
    '/my-profile/',
    '/update-profile/',
    '/web-checkin/abcdefghijklmnopqrstuvwx/',
    '/feedback/f1/',
    '/feedback/f1/change/',
    '/user/reset-password/abcdefghijklmnopqrstuvwx/',
    '/c-abc123/',
  ])('never opens on %s, and a guest typing there keeps every character', async (path) => {
    const { fetchBanner } = setup(path);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(field, '98');
    await wait(LOGIN_INTERRUPT_DELAY_MS * 2);
    await user.type(field, '450');
    expect(field).toHaveValue('98450');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchBanner).not.toHaveBeenCalled();
  });

  it('given a field with the focus on a page where it may open, then it waits; it opens once the guest left the field and the page was idle', async () => {
    const { fetchBanner } = setup('/');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.click(field);
    await user.type(field, 'Goa');
    await wait(LOGIN_INTERRUPT_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field).toHaveFocus();
    expect(fetchBanner).not.toHaveBeenCalled();
    act(() => field.blur());
    await wait(LOGIN_INTERRUPT_IDLE_MS - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(LOGIN_INTERRUPT_IDLE_MS);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('given the guest focuses a field while the content is on its way, then it does not open over them', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const platform = createTestPlatform();
    const fetchBanner = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    render(
      <MemoryRouter initialEntries={['/']}>
        <PlatformProvider platform={platform}>
          <PageField />
          <LoginInterruptHost fetchBanner={fetchBanner} cache={{ value: null }} />
        </PlatformProvider>
      </MemoryRouter>,
    );
    await wait(LOGIN_INTERRUPT_DELAY_MS);
    expect(fetchBanner).toHaveBeenCalledTimes(1);
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    act(() => field.focus());
    await act(async () => answer(banner));
    await wait(LOGIN_INTERRUPT_IDLE_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field).toHaveFocus();
  });

  it('names only screens of the route table as prompt-free', () => {
    const screens = new Set<string>(ROUTES.map((r) => r.screen));
    expect(PROMPT_FREE_SCREENS.filter((id) => !screens.has(id))).toEqual([]);
  });
});
