import {
  INSTALL_PROMPT_ACCEPTED,
  shellInstallPrompt,
  type BeforeInstallPromptEvent,
  type InstallPrompt,
} from '../install';

export {
  INSTALL_PROMPT_ACCEPTED,
  INSTALL_PROMPT_DISMISSED,
  INSTALL_PROMPT_SHOWN,
  type BeforeInstallPromptEvent,
  type InstallPrompt,
} from '../install';

export type Track = (name: string, properties: Readonly<Record<string, unknown>>) => void;

/**
 * The add-to-home-screen listener of docs/rules.md section 7. It starts before the first render, since Chromium
 * may offer installation at once: the offer is kept (preventDefault holds back the browser's mini-infobar,
 * which would show at any moment, over a form too) for the install banner (features/install), which
 * tracks when it shows and the visitor's answers. An installation the banner did not lead to (from the
 * browser's menu) is tracked here, as accepted with `source: 'browser'`.
 */
export function listenForInstallPrompt(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  track: Track,
  installPrompt: InstallPrompt = shellInstallPrompt(),
): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    installPrompt.keep(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => {
    if (!installPrompt.acceptedThroughPrompt()) track(INSTALL_PROMPT_ACCEPTED, { source: 'browser' });
    installPrompt.markInstalled();
  };
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onPrompt);
    win.removeEventListener('appinstalled', onInstalled);
  };
}
