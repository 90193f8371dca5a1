import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { PlatformProvider, type AppEvent, type Platform } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { LOGIN_INTERRUPT_COOKIE } from '@nivaas/domain';
import type { BannerCache } from './banner-content';
import { LoginInterruptHost } from './login-interrupt-host';
import { LOGIN_INTERRUPT_DELAY_MS } from './use-login-interrupt';
import { readLoginInterruptViews } from './login-interrupt-storage';

const banner = {
  login_interrupt_banner: { title: 'Log in for member prices', subtitle: 'Save 5% more', cta: 'Log in' },
};
const navigator: { go: (path: string) => void } = { go: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigator.go = (path) => navigate(path);
  }, [navigate]);
  return null;
}
const go = (path: string) => navigator.go(path);

function setup(path = '/', platform: Platform = createTestPlatform()) {
  const events: AppEvent[] = [];
  platform.bus.events$.subscribe((e) => events.push(e));
  const fetchBanner = jest.fn().mockResolvedValue(banner);
  const cache: BannerCache = { value: null };
  render(
    <MemoryRouter initialEntries={[path]}>
      <PlatformProvider platform={platform}>
        <Navigator />
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

describe('login-interrupt prompt (SPEC.md section 4)', () => {
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
});
