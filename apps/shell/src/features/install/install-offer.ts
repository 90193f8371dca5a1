import { createStore, type Store } from '@nivaas/state';

/** The event Chromium fires when the site may be added to the home screen. */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms?: readonly string[];
  readonly userChoice?: Promise<{ readonly outcome: 'accepted' | 'dismissed'; readonly platform?: string }>;
  readonly prompt?: () => Promise<unknown>;
}

/** The add-to-home-screen events of docs/rules.md section 7, as analytics receives them. */
export const INSTALL_PROMPT_SHOWN = 'A2HS Prompt Shown';
export const INSTALL_PROMPT_ACCEPTED = 'A2HS Accepted';
export const INSTALL_PROMPT_DISMISSED = 'A2HS Dismissed';

export interface InstallPromptState {
  /** The browser offered installation and the offer is kept for our banner. */
  readonly available: boolean;
  /** The site was installed during this page's life (appinstalled). */
  readonly installed: boolean;
}

export interface InstallChoice {
  readonly outcome: 'accepted' | 'dismissed';
  readonly platform: string;
}

/**
 * The kept install offer. The browser's own infobar is held back (analytics/install-prompt.ts calls
 * preventDefault) so the site offers installation at a sensible moment; `prompt` then opens the
 * browser's dialog, once.
 */
export interface InstallPrompt {
  readonly store: Store<InstallPromptState>;
  /** The platforms the browser named with its offer (empty when there is none). */
  readonly platforms: () => readonly string[];
  /** Opens the browser's install dialog and resolves with the visitor's answer; null when no offer is kept. */
  readonly prompt: () => Promise<InstallChoice | null>;
  /** The window's side (analytics/install-prompt.ts): an offer arrived, or the app was installed. */
  readonly keep: (event: BeforeInstallPromptEvent) => void;
  readonly markInstalled: () => void;
  /** Whether the last answer to our prompt was "accepted" (so appinstalled is not counted twice). */
  readonly acceptedThroughPrompt: () => boolean;
}

/** An install offer holder with no window of its own: safe to create on a server or in a test. */
export function createInstallPrompt(): InstallPrompt {
  const store = createStore<InstallPromptState>({ available: false, installed: false });
  let kept: BeforeInstallPromptEvent | null = null;
  let accepted = false;
  const forget = () => {
    kept = null;
    store.update((s) => {
      s.available = false;
    });
  };
  return {
    store,
    platforms: () => [...(kept?.platforms ?? [])],
    prompt: async () => {
      const event = kept;
      if (!event?.prompt) return null;
      // An offer can be used once: whatever the answer, the browser sends a new one if it offers again.
      forget();
      await event.prompt();
      const choice = await event.userChoice;
      if (!choice) return null;
      accepted = choice.outcome === 'accepted';
      return { outcome: choice.outcome, platform: choice.platform ?? '' };
    },
    keep: (event) => {
      kept = event;
      store.update((s) => {
        s.available = true;
      });
    },
    markInstalled: () => {
      kept = null;
      store.update((s) => {
        s.available = false;
        s.installed = true;
      });
    },
    acceptedThroughPrompt: () => accepted,
  };
}

let shellPrompt: InstallPrompt | null = null;

/**
 * The shell's one install offer: start-analytics fills it from the first moment (Chromium may offer
 * installation before the first render), the install banner offers it. Created on first use, never at import.
 */
export function shellInstallPrompt(): InstallPrompt {
  shellPrompt ??= createInstallPrompt();
  return shellPrompt;
}
