import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { captureTrivagoReference, getBrowserPlatform, ResourceSeedsProvider } from '@nivaas/state';
import { App } from './app/app';
import { readThirdPartyConfig, startAnalytics } from './features/analytics';
import { startErrorReporting } from './features/error-reporting';
import {
  createOfflineBookings,
  registerServiceWorker,
  serviceWorkerSetting,
  startOfflineBookings,
} from './features/offline';
import { listenForIntent } from './federation/intent-preload';
import { createRemoteLoader } from './federation/remote-loader';
import { readRemoteManifest } from './federation/remote-manifest';
import { startLandingScreen } from './federation/start-landing-screen';
import {
  browserPreferredLocale,
  choosePageLocale,
  createTranslate,
  LOCALE_QUERY,
  loadDefinedCatalogues,
  localeCookie,
  exactLocale,
} from '@nivaas/i18n';
import { SHELL_CATALOGUES } from './i18n/shell-messages';
// The design tokens every libs/ui component reads (libs/ui README): loaded once, by the shell.
import '@nivaas/ui/tokens.css';
import '@nivaas/ui/base.css';
import './styles.css';
import { loadApiClientModule } from './api/load-browser-api';
import { prepareHydration } from './server-render/hydration';
import { CUSTOMER_CARE_PHONE } from './app/customer-care';
import { landingNotFoundPath, readServerRenderState } from './server-render/server-render-state';
import { yieldToMain } from './boot/yield-to-main';
import { HydrationDeferralProvider } from '@nivaas/ui';
import { rootErrorOptions } from './boot/root-error-options';
import { startWebVitals } from './features/web-vitals';

// First, so that an error anywhere in the start-up is reported. Synchronous and small: vendor
// code (the real reporter, SDK adapters, their scripts) is fetched later and only when configured.
const errors = startErrorReporting({ win: window, doc: document });

async function start() {
  const platform = getBrowserPlatform();
  // docs/rules.md section 7: the landing URL's utm/referral parameters, kept in a cookie for 30 days.
  // The API client is loaded on demand (not in the first load); its first user is this capture,
  // so the cookie is written before any call of a remote can read it.
  const landingSearch = window.location.search;
  // docs/rules.md 3: a visitor from trivago keeps the click's reference for the visit (UI state trivagoReferenceId).
  captureTrivagoReference(landingSearch, platform.bus);
  const attribution = loadApiClientModule().then(({ captureAttribution }) =>
    captureAttribution(landingSearch, platform.cookies),
  );
  // Before the first render, so the landing page view (emitted by AnalyticsHost) is caught.
  startAnalytics({
    bus: platform.bus,
    win: window,
    doc: document,
    config: readThirdPartyConfig(document.documentElement.dataset),
    attribution,
  });
  // The start-up runs in several tasks, not one long one (boot/yield-to-main.ts): here, after the stores and the
  // analytics are set up; below, between the last chunk's evaluation and the hydration.
  await yieldToMain();
  const manifest = await readRemoteManifest(document);
  const loader = createRemoteLoader(manifest, { loadRemote, registerRemotes });
  listenForIntent(document, loader.preload);
  // A server-rendered page is hydrated: the same tree as the server's (render-screen.tsx), the same
  // remote release and data, so the HTML on screen stays and becomes live. Otherwise it is drawn here, as before.
  const serverState = readServerRenderState(document);
  // The server's 404 for this very URL (an unknown landmark or brand): Not Found here too, hydrated or drawn, and
  // the screen its shape names (a listing, a brand) is not fetched.
  const notFoundPath = landingNotFoundPath(serverState, window.location.pathname);
  if (!notFoundPath) startLandingScreen(loader, window.location.pathname);
  // Written to <html lang> so every remote's texts follow the same locale (@nivaas/i18n currentLocale); chosen as the
  // server chose it (a language the URL names, the visitor's earlier choice, her browser's languages), so it hydrates.
  const locale = pageLocale();
  document.documentElement.lang = locale;
  // A page opened in a named language (a language link, a hreflang alternate) is the visitor's choice from now on.
  if (exactLocale(new URLSearchParams(window.location.search).get(LOCALE_QUERY)))
    document.cookie = localeCookie(locale);
  // The shell's own texts in that language before anything is drawn (each remote's arrive with its screen's code).
  await loadDefinedCatalogues([locale]);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const app = <App loader={loader} customerCarePhone={CUSTOMER_CARE_PHONE} notFoundPath={notFoundPath} />;
  const prepared = serverState
    ? await prepareHydration(serverState, loader, {
        pathname: window.location.pathname,
        search: window.location.search,
        locale,
        signedIn: platform.session.store.getState().isAuthenticated,
      })
    : null;
  if (prepared && 'seeds' in prepared) {
    document.documentElement.dataset['start'] = 'hydrate';
    await yieldToMain();
    // As a transition, hydration works in slices of a few milliseconds and lets the browser answer between them: the
    // server's HTML is on screen meanwhile, and a tap on a part not yet live hydrates that part first (React's
    // selective hydration). At default priority React hydrates everything outside Suspense boundaries in one task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <ResourceSeedsProvider seeds={prepared.seeds}>
            {/* Parts below the fold (the footer) stay the server's HTML until the visitor nears or touches them. */}
            <HydrationDeferralProvider>{app}</HydrationDeferralProvider>
          </ResourceSeedsProvider>
        </StrictMode>,
        {
          ...rootErrorOptions(),
          onRecoverableError: (error) => console.warn('Hydration recovered by drawing afresh', error),
        },
      );
    });
  } else {
    if (prepared) console.info(`The server-rendered page is drawn afresh (${prepared.skip})`);
    document.documentElement.dataset['start'] = prepared ? `render:${prepared.skip}` : 'render';
    container.replaceChildren();
    createRoot(container, rootErrorOptions()).render(<StrictMode>{app}</StrictMode>);
  }
  startServiceWorker(platform);
  startWebVitals();
}

/**
 * The service worker and the offline copies of booking pages, unless the kill switch is on
 * (`<html data-service-worker="off">`, from the server's SERVICE_WORKER=off). The listener is in the first
 * load (1.3 KB gzip with the registration), so no booking screen's `booking/seen` can come before it; the worker
 * registers a few seconds after the load event, when the page is idle, so installing it never competes with the
 * first view.
 */
function startServiceWorker(platform: ReturnType<typeof getBrowserPlatform>) {
  const setting = serviceWorkerSetting(document.documentElement.dataset);
  const cacheStorage = 'caches' in window ? window.caches : null;
  if (setting === 'on') startOfflineBookings(platform.bus, createOfflineBookings(cacheStorage, window.location.origin));
  const register = () =>
    registerServiceWorker(
      {
        ...('serviceWorker' in navigator ? { serviceWorker: navigator.serviceWorker } : {}),
        ...(cacheStorage ? { caches: cacheStorage } : {}),
        loadedUrls: () => performance.getEntriesByType('resource').map((entry) => entry.name),
      },
      setting,
    ).catch((error: unknown) => console.warn('The service worker did not register', error));
  // After the load event, a quiet moment, then an idle one: installing (precaching the entry, keeping the files
  // this visit loaded) costs CPU that a cheap phone's main thread needs while the first screen settles. Lighthouse
  // on / (same build, 3 runs each) gave TBT 1,645 ms registering at load against 1,150 ms registering later and
  // 1,151 ms with no worker; runs on this shared machine move by about 500 ms, so it is a hint, not a proof.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => void register(), { timeout: 5_000 })
      : void register();
  const afterLoad = () => window.setTimeout(whenIdle, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** How long after the load event the worker is registered (see startServiceWorker). */
const SERVICE_WORKER_DELAY_MS = 5_000;

/** index.html's boot error, in the visitor's language (the HTML's own text is the English fallback). */
function showBootError() {
  const fallback = document.getElementById('boot-error');
  if (!fallback) return;
  // The boot failed, perhaps before any catalogue arrived: the locale's texts if they are there, else English.
  const t = createTranslate(SHELL_CATALOGUES, pageLocale());
  const heading = fallback.querySelector('h1');
  const body = fallback.querySelector('p');
  const reload = document.createElement('a');
  reload.href = '';
  reload.textContent = t('boot.reload');
  if (heading) heading.textContent = t('boot.title');
  if (body) body.replaceChildren(`${t('boot.body')} `, reload);
  fallback.hidden = false;
}

function pageLocale() {
  return choosePageLocale({
    query: new URLSearchParams(window.location.search).get(LOCALE_QUERY),
    cookies: document.cookie,
    preferred: browserPreferredLocale,
  });
}

start().catch((error: unknown) => {
  console.error('The shell could not start', error);
  if (error instanceof Error) errors.captureError(error);
  showBootError();
});
