import { useId } from 'react';
import { Button, Stack } from '@nivaas/ui';
import { useShellT } from '../../i18n/shell-messages';
import type { InstallPrompt } from './install-offer';
import { useInstallBanner } from './use-install-banner';
import styles from './install-banner.module.css';

export interface InstallBannerProps {
  /** Tests pass their own offer; the site uses the shell's. */
  readonly installPrompt?: InstallPrompt;
  readonly now?: () => number;
}

/**
 * "Add Nivaas to your home screen": a small, non-modal banner at the bottom of the screen, a labelled
 * landmark with two real buttons. It never takes focus and never blocks the page; "Not now" is as easy
 * as "Install". When and where it shows: use-install-banner.ts.
 */
export function InstallBanner({ installPrompt, now }: InstallBannerProps) {
  const t = useShellT();
  const titleId = useId();
  const { visible, install, notNow } = useInstallBanner({
    ...(installPrompt ? { installPrompt } : {}),
    ...(now ? { now } : {}),
  });
  if (!visible) return null;
  return (
    <aside className={styles['banner']} aria-labelledby={titleId}>
      <Stack gap={1}>
        <p id={titleId} className={styles['title']}>
          {t('install.title')}
        </p>
        <p className={styles['body']}>{t('install.body')}</p>
      </Stack>
      <div className={styles['actions']}>
        <Button variant="ghost" onClick={notNow}>
          {t('install.notNow')}
        </Button>
        <Button onClick={install}>{t('install.install')}</Button>
      </div>
    </aside>
  );
}
