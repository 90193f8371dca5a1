import { act, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider, type Platform, type Scheduler } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { ChromeHost } from './chrome-host';
import { routerRemote } from '../../testing/router-remote';

/** A scheduler on Jest's fake timers, so the UI store's 1000 ms and 5 s rules run in test time. */
const fakeScheduler: Scheduler = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Holds the router's navigate so a test can change route from outside React. */
const { Navigator, navigate: go } = routerRemote();

function renderChrome(platform: Platform, scrollToTop = jest.fn()) {
  render(
    <PlatformProvider platform={platform}>
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        <ChromeHost scrollToTop={scrollToTop} />
      </MemoryRouter>
    </PlatformProvider>,
  );
  return scrollToTop;
}

describe('ChromeHost', () => {
  let platform: Platform;
  beforeEach(() => {
    jest.useFakeTimers();
    platform = createTestPlatform({ scheduler: fakeScheduler });
  });
  afterEach(() => {
    platform.dispose();
    jest.useRealTimers();
  });

  it('given the first page load, then no progress bar shows and the page is not scrolled', () => {
    const scrollToTop = renderChrome(platform);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(scrollToTop).not.toHaveBeenCalled();
  });

  it('top progress bar: given a route change, then it starts at 0.3 and stops after 1000 ms', () => {
    renderChrome(platform);
    act(() => go('/cities/'));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('aria-valuenow', '30');
    act(() => void jest.advanceTimersByTime(999));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('the path change scrolls to the top; a query-only change (filters, sort) keeps the place', () => {
    const scrollToTop = renderChrome(platform);
    act(() => go('/hotels-in-goa/'));
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    act(() => go('/hotels-in-goa/?sort=price_low_to_high'));
    expect(scrollToTop).toHaveBeenCalledTimes(1);
  });

  it("a global loader overlay has default text Processing, and shows a remote's own text", () => {
    renderChrome(platform);
    act(() => platform.bus.emit({ type: 'loader/show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Processing');
    act(() => platform.bus.emit({ type: 'loader/show', text: 'Confirming your booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Confirming your booking');
    act(() => platform.bus.emit({ type: 'loader/hide' }));
    expect(screen.queryByText('Confirming your booking')).toBeNull();
  });

  it('a toast shows success or error for 5 s', () => {
    renderChrome(platform);
    act(() => platform.bus.emit({ type: 'toast/show', kind: 'error', message: 'Coupon expired' }));
    expect(screen.getByText('Coupon expired')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(4999));
    expect(screen.getByText('Coupon expired')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByText('Coupon expired')).toBeNull();
  });

  it('given a toast, when dismissed by hand, then it goes at once', () => {
    renderChrome(platform);
    act(() => platform.bus.emit({ type: 'toast/show', kind: 'success', message: 'Booked' }));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText('Booked')).toBeNull();
  });

  it('has no accessibility violations with a toast and the progress bar showing', async () => {
    renderChrome(platform);
    act(() => go('/faq/'));
    act(() => platform.bus.emit({ type: 'toast/show', kind: 'success', message: 'Saved' }));
    jest.useRealTimers();
    // 'region' (moderate, best practice) is off: the bar and toast sit above the page's landmarks by design.
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
});
