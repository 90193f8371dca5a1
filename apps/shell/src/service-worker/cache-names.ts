/**
 * The names the page and its service worker agree on. Both import this file, so a rename cannot leave a cache
 * the other side no longer clears. Every cache the worker owns starts with CACHE_PREFIX: the kill switch and
 * logout can find them all.
 */
export const CACHE_PREFIX = 'nivaas-';

/** Offline copies of booking pages: personal, cleared when the session ends. */
export const OFFLINE_BOOKINGS_CACHE = `${CACHE_PREFIX}offline-bookings-v1`;

/** Hashed, immutable files (the shell's lazy chunks, the remotes' chunks, fonts, images), kept as they are used. */
export const HASHED_ASSETS_CACHE = `${CACHE_PREFIX}hashed-assets-v1`;

/** Where the worker is served; the shell registers exactly this URL, and the kill switch replaces it. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The message a page sends a waiting worker to take over now. */
export const SKIP_WAITING_MESSAGE = 'nivaas/skip-waiting';

/**
 * The cache key of a page's offline copy: its path and query on this origin, without a fragment. A path that is
 * not one of this site's (`//evil.example/`, `https:…`, backslashes) has no key.
 */
export function offlinePageKey(origin: string, pagePath: string): string | null {
  if (!pagePath.startsWith('/') || pagePath.startsWith('//') || pagePath.includes('\\')) return null;
  const url = new URL(pagePath, origin);
  if (url.origin !== origin) return null;
  url.hash = '';
  return url.href;
}

/** The message a page sends its worker with the hashed files it loaded before the worker existed. */
export const WARM_CACHE_MESSAGE = 'nivaas/warm-cache';
