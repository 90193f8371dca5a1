import type { KeyValueStorage } from '@nivaas/state';

/** When the visitor last said "Not now" (ms since epoch); kept through the platform's storage adapter. */
export const INSTALL_BANNER_DISMISSED_KEY = 'install_banner_dismissed_at';
/** Set once the site was installed from this browser: the banner never comes back. */
export const INSTALL_BANNER_INSTALLED_KEY = 'install_banner_installed';
/** "Not now" keeps the banner away this long. */
export const INSTALL_BANNER_SNOOZE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Whether the banner may be offered: not installed, and no "Not now" in the last 14 days. An unreadable
 * time, or one in the future (a clock set back, a hand-edited value), counts as none: an optional nudge
 * must never be blocked for longer than the visitor asked.
 */
export function isInstallBannerAllowed(storage: KeyValueStorage, now: number): boolean {
  if (storage.getItem(INSTALL_BANNER_INSTALLED_KEY) !== null) return false;
  const dismissedAt = Number(storage.getItem(INSTALL_BANNER_DISMISSED_KEY) ?? Number.NaN);
  if (!Number.isFinite(dismissedAt) || dismissedAt > now) return true;
  return now - dismissedAt >= INSTALL_BANNER_SNOOZE_MS;
}

export function snoozeInstallBanner(storage: KeyValueStorage, now: number): void {
  storage.setItem(INSTALL_BANNER_DISMISSED_KEY, String(now));
}

export function recordInstalled(storage: KeyValueStorage): void {
  storage.setItem(INSTALL_BANNER_INSTALLED_KEY, '1');
}
