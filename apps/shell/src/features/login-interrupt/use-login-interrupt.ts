import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '@nivaas/routes';
import { usePlatform, useStore, type Platform, type SessionState, browserDocument } from '@nivaas/state';
import { isLoginInterruptEligible, LOGIN_INTERRUPT_IDLE_MS, loginInterruptMoment } from '@nivaas/domain/sign-in';
import { ensureBannerContent, type BannerCache, type LoginInterruptBanner } from './banner-content';
import { watchPageActivity } from './page-activity';
import { dismissLoginInterrupt, isLoginInterruptDismissed, readLoginInterruptViews } from './login-interrupt-storage';

/**
 * When the prompt opens: 8 s after an eligible page settles (its path unchanged that long). The visitor
 * first sees the page they came for, and the timer restarts on every path change, so the prompt never
 * lands in the middle of a navigation. Then loginInterruptMoment (@nivaas/domain) decides: never on checkout,
 * payment, confirmation, the account forms and docs/rules.md's excluded paths; elsewhere it waits while a field has
 * the focus, another dialog is open or the tab is hidden, and until the page has been idle a moment, so it
 * never takes the focus from a guest who is typing.
 */
export const LOGIN_INTERRUPT_DELAY_MS = 8000;

const selectIsAuthenticated = (s: SessionState) => s.isAuthenticated;

function anotherDialogIsOpen(platform: Platform, doc: Document): boolean {
  const { modals } = platform.ui.store.getState();
  return Object.values(modals).some(Boolean) || doc.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/** The prompt is never for this path: docs/rules.md's excluded paths and the screens where a guest is busy. */
const neverHere = (path: string) =>
  loginInterruptMoment({
    screen: matchRoute(path).screen,
    pathname: path,
    fieldFocused: false,
    dialogOpen: false,
    pageHidden: false,
    lastActivityAt: null,
    now: 0,
  }) === 'never';

export interface UseLoginInterruptOptions {
  readonly fetchBanner: () => Promise<unknown>;
  readonly cache: BannerCache;
  readonly delayMs?: number;
}

export function useLoginInterrupt({
  fetchBanner,
  cache,
  delayMs = LOGIN_INTERRUPT_DELAY_MS,
}: UseLoginInterruptOptions) {
  const platform = usePlatform();
  const { pathname } = useLocation();
  const isAuthenticated = useStore(platform.session.store, selectIsAuthenticated);
  const [banner, setBanner] = useState<LoginInterruptBanner | null>(null);

  const eligible = useCallback(
    (path: string) =>
      !neverHere(path) &&
      isLoginInterruptEligible({
        isAuthenticated: platform.session.store.getState().isAuthenticated,
        dismissed: isLoginInterruptDismissed(platform.cookies),
        views: readLoginInterruptViews(platform.storage),
        pathname: path,
        now: Date.now(),
      }),
    [platform],
  );

  // Never over an excluded path and never for a signed-in visitor, even when it is already open: it
  // hides there (not a dismissal, so nothing is recorded) and comes back on the next ordinary page.
  const visible = banner && !isAuthenticated && !neverHere(pathname) ? banner : null;

  useEffect(() => {
    if (banner || isAuthenticated || !eligible(pathname)) return undefined;
    const page = browserDocument();
    if (!page) return undefined;
    const activity = watchPageActivity(page);
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const moment = () =>
      loginInterruptMoment({
        screen: matchRoute(pathname).screen,
        pathname,
        fieldFocused: activity.fieldFocused(),
        dialogOpen: anotherDialogIsOpen(platform, page),
        pageHidden: page.visibilityState === 'hidden',
        lastActivityAt: activity.lastActivityAt(),
        now: Date.now(),
      });
    const attempt = () => {
      if (cancelled || !eligible(pathname)) return;
      const now = moment();
      if (now === 'never') return;
      if (now === 'wait') {
        timer = setTimeout(attempt, LOGIN_INTERRUPT_IDLE_MS);
        return;
      }
      void ensureBannerContent(cache, fetchBanner).then((content) => {
        if (cancelled || !eligible(pathname)) return;
        // The content took a moment to come: the guest may have started typing meanwhile.
        if (moment() === 'open') setBanner(content);
        else timer = setTimeout(attempt, LOGIN_INTERRUPT_IDLE_MS);
      });
    };
    timer = setTimeout(attempt, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      activity.stop();
    };
  }, [banner, isAuthenticated, pathname, eligible, platform, cache, delayMs, fetchBanner]);

  const dismiss = useCallback(() => {
    dismissLoginInterrupt(platform.storage, platform.cookies, Date.now());
    setBanner(null);
  }, [platform]);

  const signIn = useCallback(() => {
    dismiss();
    platform.bus.emit({ type: 'modal/open', modal: 'login' });
  }, [dismiss, platform]);

  return { banner: visible, dismiss, signIn };
}
