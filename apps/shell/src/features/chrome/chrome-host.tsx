import { useCallback } from 'react';
import { LoaderOverlay, Toast, TopProgressBar } from '@nivaas/ui';
import { usePlatform, useStore, type UiState, browserWindow } from '@nivaas/state';
import { LOADER_DEFAULT_TEXT } from '@nivaas/domain';
import { useChromeT } from './chrome-messages';
import { useRouteChangeEffects } from './use-route-change-effects';
import styles from './chrome-host.module.css';

const selectProgress = (s: UiState) => s.progress;
const selectLoader = (s: UiState) => s.loader;
const selectToast = (s: UiState) => s.toast;

const scrollWindowToTop = () => browserWindow()?.scrollTo?.({ top: 0, left: 0 });

/**
 * The chrome every route shares, driven by the UI store so any remote can use it through the bus:
 * top progress bar, global loader overlay and toasts. Modals are opened through the same store
 * ('modal/open' on the bus) and rendered by the feature that owns them, through libs/ui's portal.
 */
export function ChromeHost({ scrollToTop = scrollWindowToTop }: { readonly scrollToTop?: () => void }) {
  const platform = usePlatform();
  const t = useChromeT();
  const progress = useStore(platform.ui.store, selectProgress);
  const loader = useStore(platform.ui.store, selectLoader);
  const toast = useStore(platform.ui.store, selectToast);
  useRouteChangeEffects({ bus: platform.bus, scrollToTop });

  // The store already dismisses a toast after 5 s (docs/rules.md 9); closing by hand clears it sooner.
  const closeToast = useCallback(() => platform.ui.store.update((draft) => void (draft.toast = null)), [platform]);
  const loaderText = loader.text === LOADER_DEFAULT_TEXT ? t('loader.processing') : loader.text;

  return (
    <>
      <TopProgressBar active={progress.active} progress={progress.value} label={t('progress.label')} />
      <LoaderOverlay open={loader.visible} text={loaderText} />
      {/* Below the header, not over its Sign in (chrome-host.module.css). */}
      <div className={styles['toasts']}>
        <Toast
          key={toast?.id ?? 'none'}
          message={toast?.message ?? null}
          tone={toast?.kind === 'error' ? 'error' : 'success'}
          duration={0}
          onClose={closeToast}
          closeLabel={t('toast.close')}
        />
      </div>
    </>
  );
}
