import type { CookieJar } from './cookie-jar';
import type { KeyValueStorage } from './key-value-storage';

/** docs/rules.md section 9: auth storage default expiry 30 days for cookie fallback. */
export const COOKIE_FALLBACK_DAYS = 30;

/**
 * Storage that uses the key-value storage when there is one and a 30-day cookie when
 * there is not (or when it throws): some webviews have no working localStorage.
 */
export function createStorageWithCookieFallback(
  storage: KeyValueStorage | null,
  cookies: CookieJar,
  days: number = COOKIE_FALLBACK_DAYS,
): KeyValueStorage {
  const attempt = <T>(op: (s: KeyValueStorage) => T, fallback: () => T): T => {
    if (!storage) return fallback();
    try {
      return op(storage);
    } catch {
      return fallback();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => cookies.get(key),
      ) ?? cookies.get(key),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => cookies.set(key, value, days),
      ),
    removeItem: (key) => {
      attempt(
        (s) => s.removeItem(key),
        () => undefined,
      );
      cookies.remove(key);
    },
  };
}
