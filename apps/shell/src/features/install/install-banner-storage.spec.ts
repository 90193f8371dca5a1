import { createMemoryStorage } from '@nivaas/state';
import {
  INSTALL_BANNER_DISMISSED_KEY,
  INSTALL_BANNER_SNOOZE_MS,
  isInstallBannerAllowed,
  recordInstalled,
  snoozeInstallBanner,
} from './install-banner-storage';

const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('install banner storage', () => {
  it('given nothing stored, then the banner may be offered', () => {
    expect(isInstallBannerAllowed(createMemoryStorage(), NOW)).toBe(true);
  });

  it('given Not now, then it is kept away for exactly 14 days', () => {
    const storage = createMemoryStorage();
    snoozeInstallBanner(storage, NOW);
    expect(isInstallBannerAllowed(storage, NOW + INSTALL_BANNER_SNOOZE_MS - 1)).toBe(false);
    expect(isInstallBannerAllowed(storage, NOW + INSTALL_BANNER_SNOOZE_MS)).toBe(true);
  });

  it.each(['yesterday', '', String(NOW + 1000)])(
    'given an unreadable or future time (%j), then it counts as no Not now',
    (value) => {
      expect(isInstallBannerAllowed(createMemoryStorage({ [INSTALL_BANNER_DISMISSED_KEY]: value }), NOW)).toBe(true);
    },
  );

  it('given the site was installed, then never again', () => {
    const storage = createMemoryStorage();
    recordInstalled(storage);
    expect(isInstallBannerAllowed(storage, NOW + 100 * INSTALL_BANNER_SNOOZE_MS)).toBe(false);
  });
});
