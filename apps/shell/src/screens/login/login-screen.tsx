import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePlatform, useStore, type SessionState } from '@nivaas/state';
import { PHONEPE_UTM_SOURCE } from '@nivaas/domain/sign-in';
import { FORGOT_PASSWORD_ANCHOR, LOGIN_PHONE_PARAM, loginPhoneOf } from '@nivaas/routes';
import { useIsClient } from '@nivaas/ui';
import { loginDestination, SignInFlow, trafficSource, useAuthServices, useAuthT } from '../../features/auth';
import styles from './login-screen.module.css';

/** The session change itself moves the visitor on (below), whatever signed them in. */
const noop = () => undefined;

const selectUserId = (s: SessionState) => (s.isAuthenticated ? (s.profile?.userId ?? null) : null);

/**
 * /login/ (docs/rules.md section 2). After signing in here the visitor goes to `redirect` when it is a path
 * of this site, else home. `phone` (an Indian mobile) pre-fills the number: a booking's "See all your
 * bookings" sends a guest who is not signed in here with the number they booked with. A visitor who is already signed in goes home at once; in the wallet app
 * (utm_source=phonepe_app) the user id is handed to `redirectUrl` instead (login-destination.ts).
 */
export default function LoginScreen() {
  const platform = usePlatform();
  const { assignLocation } = useAuthServices();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const t = useAuthT();
  const userId = useStore(platform.session.store, selectUserId);
  // The fragment never reaches the server: the server-rendered page has the sign-in form, and the browser opens
  // "Forgot password?" for #forgot-password right after hydrating (the same HTML first, so no mismatch).
  const inBrowser = useIsClient();
  // A visitor who arrives signed in goes home; one who signs in here (by the form, Google or the
  // wallet launch) goes to the redirect. Read once, at arrival.
  const [arrivedSignedIn] = useState(() => selectUserId(platform.session.store.getState()) !== null);

  // Leave once: the navigation changes `search`, and the page must not decide again on the new URL.
  const left = useRef(false);
  useEffect(() => {
    if (userId === null || left.current) return;
    left.current = true;
    const destination = loginDestination({
      search,
      userId,
      inWalletApp: trafficSource(search, platform.cookies) === PHONEPE_UTM_SOURCE,
      signedInHere: !arrivedSignedIn,
    });
    if (destination.kind === 'external') assignLocation(destination.url);
    else navigate(destination.path, { replace: true });
  }, [userId, search, platform, navigate, assignLocation, arrivedSignedIn]);

  if (userId !== null) {
    return (
      <p className={styles['status']} role="status">
        {t('login.redirecting')}
      </p>
    );
  }
  return (
    <section className={styles['page']} aria-labelledby="login-heading">
      <h1 id="login-heading" className={styles['heading']}>
        {t('login.heading')}
      </h1>
      <SignInFlow
        onSignedIn={noop}
        forgotOpen={inBrowser && hash === `#${FORGOT_PASSWORD_ANCHOR}`}
        initialPhone={loginPhoneOf(new URLSearchParams(search).get(LOGIN_PHONE_PARAM)) ?? ''}
      />
    </section>
  );
}
