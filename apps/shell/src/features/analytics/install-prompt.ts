/** The event Chromium fires when the site may be added to the home screen. */
interface BeforeInstallPromptEvent extends Event {
  readonly platforms?: readonly string[];
  readonly userChoice?: Promise<{ readonly outcome: 'accepted' | 'dismissed'; readonly platform?: string }>;
}

export const INSTALL_PROMPT_SHOWN = 'A2HS Prompt Shown';
export const INSTALL_PROMPT_ACCEPTED = 'A2HS Accepted';
export const INSTALL_PROMPT_DISMISSED = 'A2HS Dismissed';

export type Track = (name: string, properties: Readonly<Record<string, unknown>>) => void;

/**
 * The add-to-home-screen listener: the browser's own prompt is left to show (no preventDefault),
 * and the visitor's answer is tracked from userChoice: shown, then accepted or dismissed.
 */
export function listenForInstallPrompt(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  track: Track,
): () => void {
  const onPrompt = (event: Event) => {
    const prompt = event as BeforeInstallPromptEvent;
    track(INSTALL_PROMPT_SHOWN, { platforms: [...(prompt.platforms ?? [])] });
    prompt.userChoice?.then(
      (choice) =>
        track(choice.outcome === 'accepted' ? INSTALL_PROMPT_ACCEPTED : INSTALL_PROMPT_DISMISSED, {
          platform: choice.platform ?? '',
        }),
      () => undefined,
    );
  };
  win.addEventListener('beforeinstallprompt', onPrompt);
  return () => win.removeEventListener('beforeinstallprompt', onPrompt);
}
