import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryCookieJar, createPlatform, PlatformProvider } from '@nivaas/state';
import { LoginInterruptHost } from './login-interrupt-host';
import { LOGIN_INTERRUPT_DELAY_MS } from './use-login-interrupt';

// The prompt's code is fetched when it is about to open; here that fetch fails, as on a dropped connection.
jest.mock('./login-interrupt-prompt', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});

describe('login-interrupt prompt whose code cannot load', () => {
  it('then no prompt opens and the page carries on', async () => {
    jest.useFakeTimers();
    const fetchBanner = jest.fn().mockResolvedValue({ login_interrupt_banner: { title: 'Log in for member prices' } });
    render(
      <MemoryRouter initialEntries={['/']}>
        <PlatformProvider platform={createPlatform({ cookies: createMemoryCookieJar() })}>
          <LoginInterruptHost fetchBanner={fetchBanner} cache={{ value: null }} />
          <p>The page</p>
        </PlatformProvider>
      </MemoryRouter>,
    );
    await act(async () => void jest.advanceTimersByTime(LOGIN_INTERRUPT_DELAY_MS));
    await act(async () => undefined);
    expect(fetchBanner).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The page')).toBeInTheDocument();
    jest.useRealTimers();
  });
});
