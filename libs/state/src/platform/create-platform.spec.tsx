import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryCookieJar } from '../adapters/cookie-jar';
import { TOKEN_KEY } from '../session/session-state';
import { useStore } from '../store/use-store';
import { createPlatform, getBrowserPlatform, resetBrowserPlatform } from './create-platform';
import { PlatformProvider, usePlatform } from './platform-context';

function Who() {
  const { session } = usePlatform();
  const authed = useStore(session.store, (s) => s.isAuthenticated);
  return <output>{authed ? 'member' : 'guest'}</output>;
}

afterEach(() => resetBrowserPlatform());

describe('createPlatform', () => {
  it('wires the stores to one bus: a 401 logs out and resets the wallet', () => {
    const p = createPlatform();
    p.session.login('t', { id: 1 });
    p.wallet.setSummary({ totalBalance: 10 });
    p.bus.emit({ type: 'auth/unauthorized', operationId: 'x' });
    expect(p.session.store.getState().isAuthenticated).toBe(false);
    expect(p.wallet.store.getState().totalBalance).toBe(0);
    p.dispose();
  });

  it('with no usable storage, the session goes to a cookie (docs/rules.md section 9: cookie fallback)', () => {
    const cookies = createMemoryCookieJar();
    const p = createPlatform({
      storage: null,
      cookies,
      scheduler: { setTimeout: () => 0, clearTimeout: () => undefined },
    });
    p.session.login('t', { id: 1 });
    expect(cookies.get(TOKEN_KEY)).toBe('t');
    p.dispose();
  });

  it('can be created and rendered on a server without window or document at import', () => {
    const p = createPlatform();
    expect(
      renderToString(
        <PlatformProvider platform={p}>
          <Who />
        </PlatformProvider>,
      ),
    ).toContain('guest');
    p.dispose();
  });

  it('the browser platform is one instance, hydrated from storage', () => {
    expect(getBrowserPlatform()).toBe(getBrowserPlatform());
    render(<Who />);
    expect(screen.getByRole('status').textContent).toBe('guest');
  });
});
