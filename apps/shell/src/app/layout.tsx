import { bookingHistoryPath, citiesPath, homePath } from '@nivaas/routes';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePlatform, useStore, type SessionState } from '@nivaas/state';
import { DeferredHydration } from '@nivaas/ui';
import { useShellT } from '../i18n/shell-messages';
import { AccountMenu } from '../features/auth';
import { SiteFooter } from '../features/chrome';
import { InstallBannerWhenOffered } from '../features/install';
import styles from './layout.module.css';

const selectSignedIn = (s: SessionState) => s.isAuthenticated;

export interface LayoutProps {
  readonly customerCarePhone: string;
  readonly children: ReactNode;
}

/** The page chrome every screen sits in; it belongs to the shell, so it stays when a remote fails. */
export function Layout({ customerCarePhone, children }: LayoutProps) {
  const t = useShellT();
  const signedIn = useStore(usePlatform().session.store, selectSignedIn);
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
          {/* A member reaches their bookings from the account menu's first item; a second link beside it wrapped
              onto two lines at 360 px ("My bookings", "Mes réservations"). A visitor has no menu: the link stays. */}
          {!signedIn && <Link to={bookingHistoryPath()}>{t('nav.bookings')}</Link>}
        </nav>
        <AccountMenu />
      </header>
      {/*
        The screen's boundary is hydrated in its own pass, which React can interrupt (selective hydration): the
        header is live first, the screen follows without one long task, and a tap on it is hydrated first. Nothing
        inside suspends, so the fallback is never shown.
      */}
      <main id="main" className={styles['main']} tabIndex={-1}>
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      {/*
        Below the fold on every phone: its code is fetched and it is hydrated at the first idle moment after the page
        is live, or sooner if the visitor nears or touches it. Its content (the customer care number) is asked for
        then, before the visitor scrolls down to it.
      */}
      <DeferredHydration when="idle" preload={SiteFooter.preload}>
        <SiteFooter customerCarePhone={customerCarePhone} />
      </DeferredHydration>
      <InstallBannerWhenOffered />
    </div>
  );
}
