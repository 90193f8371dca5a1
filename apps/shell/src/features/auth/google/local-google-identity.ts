import type { GoogleIdentity } from './google-identity';

/** What the local identity page posts back (apps/api google-simulator-page.ts GOOGLE_CREDENTIAL_MESSAGE). */
export const GOOGLE_CREDENTIAL_MESSAGE = 'nivaas:google-credential';
/** The popup's window name: a second tap brings the same window forward instead of opening another. */
const POPUP_NAME = 'nivaas-google-sign-in';

/**
 * Google sign-in against a local identity page (SIGN_IN_SIMULATORS=on: the API's simulator, on this origin), where
 * Google Identity Services cannot load. It behaves as GIS's button does: a tap opens the account chooser in a popup,
 * and the chosen account's ID token reaches `onCredential`, the same callback the real adapter hands GIS. Only a
 * message from that popup and the page's origin counts, so no other window can sign the visitor in.
 */
export function createLocalGoogleIdentity(clientId: string, identityUrl: string, win: Window): GoogleIdentity {
  return {
    renderButton: async (container, onCredential, { locale, label, onError }) => {
      const page = new URL(identityUrl, win.location.href);
      page.searchParams.set('client_id', clientId);
      page.searchParams.set('hl', locale);
      let popup: Window | null = null;
      const onMessage = (event: MessageEvent) => {
        if (!popup || event.source !== popup || event.origin !== page.origin) return;
        const data = event.data as { type?: unknown; credential?: unknown } | null;
        if (data?.type !== GOOGLE_CREDENTIAL_MESSAGE || typeof data.credential !== 'string') return;
        popup = null;
        onCredential(data.credential);
      };
      const open = () => {
        popup = win.open(page.toString(), POPUP_NAME, 'popup,width=480,height=680');
        if (!popup) onError();
      };
      const button = container.ownerDocument.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', open);
      win.addEventListener('message', onMessage);
      container.replaceChildren(button);
      return () => {
        button.removeEventListener('click', open);
        win.removeEventListener('message', onMessage);
        container.replaceChildren();
      };
    },
  };
}
