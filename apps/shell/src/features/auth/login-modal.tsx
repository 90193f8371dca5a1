import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '@nivaas/routes';
import { usePlatform, useStore, type UiState } from '@nivaas/state';
import { Modal } from '@nivaas/ui';
import { useAuthT } from './auth-messages';
import { SignInFlow } from './sign-in/sign-in-flow';

const selectOpen = (s: UiState) => s.modals.login;
const selectSignedIn = (s: { isAuthenticated: boolean }) => s.isAuthenticated;

/**
 * ModalId 'login': open while platform.ui.store says so, i.e. after anyone emits
 * { type: 'modal/open', modal: 'login' }. It closes on sign-in, and never stacks on /login/, which
 * shows the same flow as its page.
 */
export function LoginModal() {
  const platform = usePlatform();
  const t = useAuthT();
  const open = useStore(platform.ui.store, selectOpen);
  const signedIn = useStore(platform.session.store, selectSignedIn);
  const onLoginPage = matchRoute(useLocation().pathname).screen === 'login';
  const close = useCallback(() => platform.bus.emit({ type: 'modal/close', modal: 'login' }), [platform]);

  useEffect(() => {
    if (open && (onLoginPage || signedIn)) close();
  }, [open, onLoginPage, signedIn, close]);

  return (
    <Modal
      open={open && !onLoginPage && !signedIn}
      onClose={close}
      title={t('signIn.title')}
      closeLabel={t('signIn.close')}
      size="fullscreen"
    >
      <SignInFlow onSignedIn={close} />
    </Modal>
  );
}
