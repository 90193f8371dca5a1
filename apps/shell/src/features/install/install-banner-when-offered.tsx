import { lazy, Suspense } from 'react';
import { useStore } from '@nivaas/state';
import { shellInstallPrompt } from './install-offer';

const InstallBanner = lazy(() => import('./install-banner').then((module) => ({ default: module.InstallBanner })));

/**
 * What the layout mounts: the banner's code (about 2 KB gzip, with its CSS) is fetched only once the browser has
 * offered installation, which most visits never see (an installed site, iOS, a browser without the event), so it
 * stays out of every page's first load.
 */
export function InstallBannerWhenOffered() {
  const { available } = useStore(shellInstallPrompt().store);
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
