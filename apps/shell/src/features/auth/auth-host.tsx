import { useAccessRules } from './access/use-access-rules';
import { LoginModal } from './login-modal';
import { usePhonepeLaunch } from './phonepe/use-phonepe-launch';
import { useSessionExpiryNotice } from './use-session-expiry-notice';

/**
 * Sign-in for every route: the login modal, the access rules (booking history needs login), the
 * PhonePe launch and the notice when a 401 ends the session. Session hydration happens when the
 * platform is created (getBrowserPlatform), before the first render.
 */
export function AuthHost() {
  useAccessRules();
  usePhonepeLaunch();
  useSessionExpiryNotice();
  return <LoginModal />;
}
