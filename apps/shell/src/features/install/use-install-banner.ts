import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { browserDocument, usePlatform, useStore, type UiState } from '@nivaas/state';
import {
  INSTALL_PROMPT_ACCEPTED,
  INSTALL_PROMPT_DISMISSED,
  INSTALL_PROMPT_SHOWN,
  shellInstallPrompt,
  type InstallPrompt,
} from './install-offer';
import { isInstallBannerAllowed, recordInstalled, snoozeInstallBanner } from './install-banner-storage';
import { isDialogOpen, isFormField, isInstallExcludedRoute, isInstallMoment } from './install-moment';

export interface UseInstallBannerOptions {
  /** The kept install offer; the shell's own (filled by start-analytics) by default. */
  readonly installPrompt?: InstallPrompt;
  readonly now?: () => number;
}

export interface InstallBannerState {
  readonly visible: boolean;
  readonly install: () => void;
  readonly notNow: () => void;
}

/** One of the shell's modals, or the global loader, covers the page. */
const selectUiBlocks = (s: UiState) => s.loader.visible || Object.values(s.modals).some(Boolean);

const noSubscription = () => () => undefined;

function subscribeFocus(onChange: () => void): () => void {
  const doc = browserDocument();
  if (!doc) return () => undefined;
  doc.addEventListener('focusin', onChange);
  doc.addEventListener('focusout', onChange);
  return () => {
    doc.removeEventListener('focusin', onChange);
    doc.removeEventListener('focusout', onChange);
  };
}

/** A form field has focus (read on every focus change), so the banner steps aside while someone types. */
function useFieldFocused(): boolean {
  return useSyncExternalStore(
    subscribeFocus,
    () => isFormField(browserDocument()?.activeElement ?? null),
    () => false,
  );
}

/**
 * A modal of the page is open (dialogs render in portals on <body>, from the shell or from a remote).
 * Watched only while the banner could show (`watch`), so the observer costs nothing on other pages; the
 * page's own rendering mutates the body all the time, but React re-renders only when the answer changes.
 */
function usePageDialogOpen(watch: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const body = browserDocument()?.body;
      if (!watch || !body) return () => undefined;
      const observer = new MutationObserver(onChange);
      observer.observe(body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['open', 'aria-modal', 'role'],
      });
      return () => observer.disconnect();
    },
    [watch],
  );
  const getSnapshot = () => {
    const doc = browserDocument();
    return watch && doc !== null && isDialogOpen(doc);
  };
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/**
 * The install banner's rules. It is offered when the browser has an install offer
 * (kept by start-analytics), once the visitor has searched or booked in this visit, and never:
 * - while a form field has focus, or a modal, dialog or the global loader is up;
 * - on /itinerary/, payment or sign-in pages;
 * - within 14 days of "Not now", or after the site was installed.
 * It tracks `A2HS Prompt Shown` once per offer when it first shows, and the visitor's answer.
 * It reads the browser only through adapters and external-store hooks whose server answer is "no", so a
 * server render shows nothing.
 */
export function useInstallBanner({
  installPrompt = shellInstallPrompt(),
  now = Date.now,
}: UseInstallBannerOptions = {}): InstallBannerState {
  const platform = usePlatform();
  const { pathname } = useLocation();
  const { available, installed } = useStore(installPrompt.store);
  const uiBlocks = useStore(platform.ui.store, selectUiBlocks);
  // Read through the platform's storage adapter; a server render (and a hydrating first render) says no.
  const allowed = useSyncExternalStore(
    noSubscription,
    () => isInstallBannerAllowed(platform.storage, now()),
    () => false,
  );
  const [reached, setReached] = useState(false);
  // Once the visitor reaches a listing, search results or a confirmation, the moment has come for this visit.
  if (!reached && isInstallMoment(pathname)) setReached(true);
  const [answered, setAnswered] = useState(false);
  const shownTracked = useRef(false);

  const track = useCallback(
    (name: string, properties: Readonly<Record<string, unknown>>) =>
      platform.bus.emit({ type: 'analytics/track', name, properties }),
    [platform],
  );

  // A booking confirmed without a page change (the checkout's own confirmation step) counts too.
  useEffect(() => {
    const subscription = platform.bus.on('booking/confirmed').subscribe(() => setReached(true));
    return () => subscription.unsubscribe();
  }, [platform]);

  useEffect(() => {
    if (installed) recordInstalled(platform.storage);
  }, [installed, platform]);

  const candidate = available && !installed && allowed && reached && !answered;
  const fieldFocused = useFieldFocused();
  const dialogOpen = usePageDialogOpen(candidate);
  const visible = candidate && !uiBlocks && !fieldFocused && !dialogOpen && !isInstallExcludedRoute(pathname);

  useEffect(() => {
    if (!visible || shownTracked.current) return;
    shownTracked.current = true;
    track(INSTALL_PROMPT_SHOWN, { source: 'banner', platforms: installPrompt.platforms() });
  }, [visible, track, installPrompt]);

  const notNow = useCallback(() => {
    setAnswered(true);
    snoozeInstallBanner(platform.storage, now());
    track(INSTALL_PROMPT_DISMISSED, { source: 'banner' });
  }, [platform, now, track]);

  const install = useCallback(() => {
    setAnswered(true);
    installPrompt.prompt().then(
      (choice) => {
        if (!choice) return;
        const accepted = choice.outcome === 'accepted';
        track(accepted ? INSTALL_PROMPT_ACCEPTED : INSTALL_PROMPT_DISMISSED, {
          source: 'banner',
          platform: choice.platform,
        });
        // A "no" in the browser's own dialog is a "Not now" too.
        if (!accepted) snoozeInstallBanner(platform.storage, now());
      },
      // The browser withdrew the offer (already used, or the page lost it): nothing to track.
      () => undefined,
    );
  }, [installPrompt, platform, now, track]);

  return { visible, install, notNow };
}
