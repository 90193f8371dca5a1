import { type CookieJar, type KeyValueStorage } from '@nivaas/state';
import { LOGIN_INTERRUPT_COOKIE, LOGIN_INTERRUPT_VIEWS_KEY, recordLoginInterruptView } from '@nivaas/domain/sign-in';

/** The stored view times; anything unreadable counts as no history (the prompt may open). */
export function readLoginInterruptViews(storage: KeyValueStorage): number[] | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOGIN_INTERRUPT_VIEWS_KEY) ?? 'null');
    if (!Array.isArray(parsed)) return null;
    return parsed.filter((t): t is number => typeof t === 'number' && Number.isFinite(t));
  } catch {
    return null;
  }
}

/** The cookie marks the prompt viewed. */
export const isLoginInterruptDismissed = (cookies: CookieJar): boolean => cookies.get(LOGIN_INTERRUPT_COOKIE) !== null;

/**
 * docs/rules.md section 4: dismissing sets the cookie and appends the time to the stored list. The cookie is
 * a session cookie: it keeps the prompt away for the rest of this visit, while the stored list (kept
 * across visits) enforces fewer than 3 views a day and 4 in 7 days. A permanent cookie would make the
 * list pointless; a 401 clears the cookie (libs/state) so a visitor who lost their session may see it again.
 */
export function dismissLoginInterrupt(storage: KeyValueStorage, cookies: CookieJar, now: number): void {
  cookies.set(LOGIN_INTERRUPT_COOKIE, '1');
  storage.setItem(
    LOGIN_INTERRUPT_VIEWS_KEY,
    JSON.stringify(recordLoginInterruptView(readLoginInterruptViews(storage), now)),
  );
}
