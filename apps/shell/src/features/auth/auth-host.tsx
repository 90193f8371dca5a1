import { useEffect, useState, type ComponentType } from 'react';
import { usePlatform, useStore, type UiState } from '@nivaas/state';
import { useAccessRules } from './access/use-access-rules';
import { useAccountT } from './account-messages';
import { loadLoginModal } from './login-modal-loader';
import { usePhonepeLaunch } from './phonepe/use-phonepe-launch';
import { useSessionExpiryNotice } from './use-session-expiry-notice';

const selectOpen = (s: UiState) => s.modals.login;

/**
 * Mounts the login modal once it is first asked for (its code loads then, or earlier on the Sign in
 * button's intent); it stays mounted after. If the code cannot load, the request is closed with a
 * notice, so the next Sign in tries again.
 */
function LoginModalWhenAsked() {
  const platform = usePlatform();
  const t = useAccountT();
  const open = useStore(platform.ui.store, selectOpen);
  const [Modal, setModal] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!open || Modal) return undefined;
    let current = true;
    loadLoginModal().then(
      (module) => current && setModal(() => module.default),
      () => {
        if (!current) return;
        platform.bus.emit({ type: 'modal/close', modal: 'login' });
        platform.bus.emit({ type: 'toast/show', kind: 'error', message: t('signIn.unavailable') });
      },
    );
    return () => {
      current = false;
    };
  }, [open, Modal, platform, t]);

  return Modal ? <Modal /> : null;
}

/**
 * Sign-in for every route: the login modal, the access rules (booking history needs login), the
 * PhonePe launch and the notice when a 401 ends the session. Session hydration happens when the
 * platform is created (getBrowserPlatform), before the first render.
 */
export function AuthHost() {
  useAccessRules();
  usePhonepeLaunch();
  useSessionExpiryNotice();
  return <LoginModalWhenAsked />;
}
