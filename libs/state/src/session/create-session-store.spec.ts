import { createMemoryCookieJar } from '../adapters/cookie-jar';
import { createMemoryStorage } from '../adapters/key-value-storage';
import type { AppEvent } from '../bus/app-event';
import { createEventBus } from '../bus/create-event-bus';
import { LOGIN_INTERRUPT_COOKIE } from '@nivaas/domain/sign-in';
import { createSessionStore } from './create-session-store';
import { TOKEN_KEY, USER_KEY } from './session-state';

const user = { id: 42, email: 'g@x.in', phone_number: '9000000000', first_name: 'Guest', last_name: 'Rao' };

function setup(seed: Record<string, string> = {}) {
  const bus = createEventBus();
  const storage = createMemoryStorage(seed);
  const cookies = createMemoryCookieJar({ [LOGIN_INTERRUPT_COOKIE]: '1' });
  const events: AppEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const session = createSessionStore({ bus, storage, cookies });
  return { bus, storage, cookies, events, session };
}

describe('session store (docs/rules.md section 4: Authentication)', () => {
  it('login stores token and profile, is authenticated, announces it, and Guest is an empty first name', () => {
    const { session, storage, events } = setup();
    session.login('tok', user);
    const s = session.store.getState();
    expect(s.isAuthenticated).toBe(true);
    expect(s.profile?.firstName).toBe('');
    expect(storage.getItem(TOKEN_KEY)).toBe('tok');
    expect(JSON.parse(storage.getItem(USER_KEY) ?? 'null').userId).toBe('42');
    expect(events).toContainEqual({ type: 'auth/changed', isAuthenticated: true, userId: '42' });
  });

  it('authenticated needs both token and stored user: a token alone is a guest', () => {
    const { session } = setup({ [TOKEN_KEY]: 'tok' });
    session.hydrate();
    expect(session.store.getState().isAuthenticated).toBe(false);
    session.setToken('tok2');
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, token: 'tok2' });
  });

  it('hydration merges the saved profile when a session exists', () => {
    const saved = { userId: '1', email: 'a@b.in', mobile: '', firstName: 'Asha', lastName: '', name: 'Asha' };
    const { session, events } = setup({ [TOKEN_KEY]: 't', [USER_KEY]: JSON.stringify(saved) });
    session.hydrate();
    expect(session.store.getState()).toMatchObject({ isAuthenticated: true, token: 't', profile: saved });
    expect(events.at(-1)).toEqual({ type: 'auth/changed', isAuthenticated: true, userId: '1' });
  });

  it('hydration ignores a corrupt stored user', () => {
    const { session } = setup({ [TOKEN_KEY]: 't', [USER_KEY]: '{not json' });
    session.hydrate();
    expect(session.store.getState().isAuthenticated).toBe(false);
  });

  it('logout clears token and profile, sets isAuthenticated false and keeps only the first booking-history entry', () => {
    const { session, storage } = setup();
    session.login('tok', user);
    session.setBookingHistoryPage('1', ['a']);
    session.setBookingHistoryPage('2', ['b']);
    session.logout();
    const s = session.store.getState();
    expect(s).toMatchObject({ isAuthenticated: false, token: null, profile: null });
    expect(s.bookingHistory.results).toEqual({ '1': ['a'] });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    session.logout();
    expect(session.store.getState().bookingHistory.results).toEqual({ '1': ['a'] });
  });

  it('logout with no booking history leaves it empty', () => {
    const { session } = setup();
    session.logout();
    expect(session.store.getState().bookingHistory.results).toEqual({});
  });

  it('any 401 clears the session and the login-interrupt flag (docs/rules.md section 8)', () => {
    const { session, bus, cookies, storage, events } = setup();
    session.login('tok', user);
    bus.emit({ type: 'auth/unauthorized', operationId: 'getBookingHistory' });
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, token: null, profile: null });
    expect(cookies.get(LOGIN_INTERRUPT_COOKIE)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'auth/changed', isAuthenticated: false });
    bus.emit({ type: 'auth/unauthorized', operationId: 'again' });
    expect(events.filter((e) => e.type === 'auth/changed')).toHaveLength(2);
  });

  it('auth failures store the error; profile updates persist; loading flag; dispose stops listening', () => {
    const { session, bus, storage } = setup();
    session.updateProfile({ firstName: 'x' });
    expect(session.store.getState().profile).toBeNull();
    session.login('tok', user);
    session.setError('Invalid OTP');
    expect(session.store.getState().error).toBe('Invalid OTP');
    session.updateProfile({ firstName: 'Asha' });
    expect(JSON.parse(storage.getItem(USER_KEY) ?? 'null').firstName).toBe('Asha');
    session.setBookingHistoryLoading(true);
    expect(session.store.getState().bookingHistory.isBookingHistoryLoading).toBe(true);
    expect(session.getToken()).toBe('tok');
    session.dispose();
    bus.emit({ type: 'auth/unauthorized', operationId: 'x' });
    expect(session.store.getState().isAuthenticated).toBe(true);
  });
});
