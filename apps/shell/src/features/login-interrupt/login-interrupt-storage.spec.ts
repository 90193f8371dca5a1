import { createMemoryCookieJar, createMemoryStorage } from '@nivaas/state';
import { isLoginInterruptEligible, LOGIN_INTERRUPT_COOKIE, LOGIN_INTERRUPT_VIEWS_KEY } from '@nivaas/domain/sign-in';
import { dismissLoginInterrupt, isLoginInterruptDismissed, readLoginInterruptViews } from './login-interrupt-storage';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 21, 6, 30);

describe('login-interrupt storage (docs/rules.md section 4: dismissing sets the cookie and appends the time to a stored list)', () => {
  it('given a dismissal, then the viewed cookie is set for the session and the time is stored', () => {
    const storage = createMemoryStorage();
    const set = jest.fn();
    const jar = createMemoryCookieJar();
    const cookies = {
      ...jar,
      set: (n: string, v: string, d?: number) => {
        set(n, v, d);
        jar.set(n, v, d);
      },
    };
    dismissLoginInterrupt(storage, cookies, now);
    expect(set).toHaveBeenCalledWith(LOGIN_INTERRUPT_COOKIE, '1', undefined);
    expect(isLoginInterruptDismissed(cookies)).toBe(true);
    expect(readLoginInterruptViews(storage)).toEqual([now]);
  });

  it('given three dismissals today (cookie cleared between visits), then it opens no more today', () => {
    const storage = createMemoryStorage();
    const cookies = createMemoryCookieJar();
    const eligible = (at: number) =>
      isLoginInterruptEligible({
        isAuthenticated: false,
        dismissed: isLoginInterruptDismissed(cookies),
        views: readLoginInterruptViews(storage),
        pathname: '/',
        now: at,
      });
    for (const at of [now - 3 * HOUR, now - 2 * HOUR, now - HOUR]) {
      expect(eligible(at)).toBe(true);
      dismissLoginInterrupt(storage, cookies, at);
      expect(eligible(at)).toBe(false);
      cookies.remove(LOGIN_INTERRUPT_COOKIE); // a new visit: the session cookie is gone
    }
    expect(eligible(now)).toBe(false);
  });

  it.each(['{not json', '"text"', '{"a":1}', '[1,"x",null,2]'])(
    'given stored views %p, then only numbers are read',
    (raw) => {
      const storage = createMemoryStorage({ [LOGIN_INTERRUPT_VIEWS_KEY]: raw });
      const views = readLoginInterruptViews(storage);
      expect(views === null || views.every((t) => typeof t === 'number')).toBe(true);
    },
  );
});
