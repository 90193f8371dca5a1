import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '@nivaas/routes';
import { usePlatform, useStore, type Platform, type SessionState, browserDocument } from '@nivaas/state';
import { isLoginInterruptEligible, isLoginInterruptRoute } from '@nivaas/domain';
import { ensureBannerContent, type BannerCache, type LoginInterruptBanner } from './banner-content';
import { dismissLoginInterrupt, isLoginInterruptDismissed, readLoginInterruptViews } from './login-interrupt-storage';

/**
 * When the prompt opens: 8 s after an eligible page settles (its path unchanged that long). The visitor
 * first sees the page they came for, and the timer restarts on every path change, so the prompt never
 * lands in the middle of a navigation. It waits while another dialog is open or the tab is hidden (an
 * interrupt nobody sees is a wasted view), and never opens on /login/, where the visitor is already signing in.
 */
export const LOGIN_INTERRUPT_DELAY_MS = 8000;

const selectIsAuthenticated = (s: SessionState) => s.isAuthenticated;

function anotherDialogIsOpen(platform: Platform, doc: Document): boolean {
  const { modals } = platform.ui.store.getState();
  return Object.values(modals).some(Boolean) || doc.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

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
      matchRoute(path).screen !== 'login' &&
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
  const visible = banner && !isAuthenticated && isLoginInterruptRoute(pathname) ? banner : null;

  useEffect(() => {
    if (banner || isAuthenticated || !eligible(pathname)) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      if (cancelled) return;
      const page = browserDocument();
      if (!page || page.visibilityState === 'hidden' || anotherDialogIsOpen(platform, page)) {
        timer = setTimeout(attempt, delayMs);
        return;
      }
      if (!eligible(pathname)) return;
      void ensureBannerContent(cache, fetchBanner).then((content) => {
        if (!cancelled && eligible(pathname)) setBanner(content);
      });
    };
    timer = setTimeout(attempt, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
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
