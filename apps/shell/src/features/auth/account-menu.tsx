import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { bookingHistoryPath, myProfilePath, rewardsPath } from '@nivaas/routes';
import { usePlatform, useStore, type SessionState } from '@nivaas/state';
import { useAccountT } from './account-messages';
import { useAuthServices } from './auth-services';
import { preloadLoginModal } from './login-modal-loader';
import { logout } from './logout';
import styles from './account-menu.module.css';

const selectProfile = (s: SessionState) => (s.isAuthenticated ? s.profile : null);

/**
 * The header's account control, compact enough for a 360 px header: "Sign in" for a guest (opens the
 * login modal through the bus), else the user's first name opening a menu with My bookings and Log out.
 */
export function AccountMenu() {
  const platform = usePlatform();
  const { api } = useAuthServices();
  const t = useAccountT();
  const profile = useStore(platform.session.store, selectProfile);
  const { pathname } = useLocation();
  // The menu belongs to one page and one user: navigating or a session change closes it.
  const menuKey = `${pathname}|${profile?.userId ?? ''}`;
  const [openKey, setOpenKey] = useState<string | null>(null);
  const open = openKey === menuKey;
  const setOpen = (value: boolean) => setOpenKey(value ? menuKey : null);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenKey(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenKey(null);
      toggle.current?.focus();
    };
    const page = root.current?.ownerDocument;
    page?.addEventListener('pointerdown', onPointer);
    page?.addEventListener('keydown', onKey);
    return () => {
      page?.removeEventListener('pointerdown', onPointer);
      page?.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!profile) {
    return (
      <button
        type="button"
        className={styles['trigger']}
        onPointerEnter={preloadLoginModal}
        onTouchStart={preloadLoginModal}
        onFocus={preloadLoginModal}
        onClick={() => platform.bus.emit({ type: 'modal/open', modal: 'login' })}
      >
        {t('menu.signIn')}
      </button>
    );
  }

  // A member who signed in by OTP and never gave a name (a guest following their booking's number): a short word
  // that fits the 360 px header whole ("My acco…" was cut), and a label that does not read "for My account".
  const given = profile.firstName || profile.name;
  const name = given || t('menu.fallbackName');
  const signOut = async () => {
    setBusy(true);
    await logout(platform, api);
    setBusy(false);
    platform.bus.emit({ type: 'toast/show', kind: 'success', message: t('success.signedOut') });
  };

  return (
    <div className={styles['root']} ref={root}>
      <button
        ref={toggle}
        type="button"
        className={styles['trigger']}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={given ? t('menu.account', { name }) : t('menu.accountNoName')}
        onClick={() => setOpen(!open)}
      >
        <span className={styles['name']}>{name}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={menuId} className={styles['menu']} hidden={!open}>
        <li>
          <Link className={styles['item']} to={bookingHistoryPath()}>
            {t('menu.bookings')}
          </Link>
        </li>
        <li>
          <Link className={styles['item']} to={myProfilePath()}>
            {t('menu.profile')}
          </Link>
        </li>
        <li>
          <Link className={styles['item']} to={rewardsPath()}>
            {t('menu.rewards')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles['item']}
            onClick={() => void signOut()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t('menu.loggingOut') : t('menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
