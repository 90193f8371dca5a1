import { bookingHistoryPath, citiesPath, homePath } from '@nivaas/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useShellT } from '../i18n/shell-messages';
import { AccountMenu } from '../features/auth';
import { SiteFooter } from '../features/chrome';
import { InstallBannerWhenOffered } from '../features/install';
import styles from './layout.module.css';

export interface LayoutProps {
  readonly customerCarePhone: string;
  readonly children: ReactNode;
}

/** The page chrome every screen sits in; it belongs to the shell, so it stays when a remote fails. */
export function Layout({ customerCarePhone, children }: LayoutProps) {
  const t = useShellT();
  return (
    <div className={styles['page']}>
      <a className={styles['skip']} href="#main">
        {t('nav.skip')}
      </a>
      <header className={styles['header']}>
        <Link to={homePath()} className={styles['brand']}>
          {t('brand.name')}
        </Link>
        <nav aria-label={t('brand.name')} className={styles['nav']}>
          <Link to={citiesPath()}>{t('nav.cities')}</Link>
          <Link to={bookingHistoryPath()}>{t('nav.bookings')}</Link>
        </nav>
        <AccountMenu />
      </header>
      <main id="main" className={styles['main']} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter customerCarePhone={customerCarePhone} />
      <InstallBannerWhenOffered />
    </div>
  );
}
