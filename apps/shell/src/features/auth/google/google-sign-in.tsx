import { useEffect, useRef, useState } from 'react';
import { currentLocale } from '@nivaas/i18n';
import { usePlatform } from '@nivaas/state';
import { useIsClient } from '@nivaas/ui';
import { useAuthT } from '../auth-messages';
import { useAuthServices } from '../auth-services';
import styles from '../sign-in/sign-in-flow.module.css';

/**
 * "Sign in with Google" when it is configured; with no client id it renders nothing and no script
 * is fetched. The credential goes to loginGoogle; the session keeps the token and profile.
 */
export function GoogleSignIn({ onSignedIn }: { readonly onSignedIn: () => void }) {
  const { google, api } = useAuthServices();
  const platform = usePlatform();
  const t = useAuthT();
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  // The server's render has no Google services (it cannot read <html data-google-client-id>): the button comes after
  // hydration, so the hydrated page is the server's (a mismatch would draw /login/ afresh).
  const isClient = useIsClient();
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  });

  useEffect(() => {
    const element = container.current;
    if (!google || !element || !isClient) return undefined;
    let cleanup: (() => void) | null = null;
    let active = true;
    const onCredential = async (credential: string) => {
      try {
        const user = await (await api()).loginGoogle({ body: { token: credential } });
        platform.session.login(user.token, user);
        platform.bus.emit({ type: 'toast/show', kind: 'success', message: t('success.signedIn') });
        signedIn.current();
      } catch {
        platform.session.setError(t('error.google'));
        if (active) setError(t('error.google'));
      }
    };
    google
      .renderButton(element, (credential) => void onCredential(credential), {
        locale: currentLocale(),
        label: t('google.button'),
        onError: () => active && setError(t('error.google')),
      })
      .then(
        (stop) => (active ? ((cleanup = stop), setReady(true)) : stop()),
        () => active && setError(t('error.google')),
      );
    return () => {
      active = false;
      cleanup?.();
    };
  }, [google, api, platform, t, isClient]);

  if (!google || !isClient) return null;
  return (
    <>
      <p className={styles['divider']}>{t('google.or')}</p>
      <div
        ref={container}
        className={styles['google']}
        aria-busy={!ready}
        aria-label={ready ? undefined : t('google.loading')}
      />
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
