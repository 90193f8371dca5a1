import { connectionOf, createVitalsBatch, deviceClassOf, routeFamilyOf, type VitalMetric } from './web-vitals-beacon';

/**
 * Field Core Web Vitals: a few seconds after the page has loaded, when the main thread is idle, web-vitals is loaded in its own chunk
 * (nothing of it is in the first load) and LCP, INP, CLS, FCP and TTFB of this visit go to the API by sendBeacon
 * when the page is hidden. Nothing happens in a browser without sendBeacon. The route family is the landing page's:
 * LCP, FCP and TTFB belong to it.
 */
export function startWebVitals(): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const routeFamily = routeFamilyOf(window.location.pathname);
  const start = () => {
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(
      ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const hints = navigator as Navigator & { deviceMemory?: number; connection?: { effectiveType?: string } };
        const batch = createVitalsBatch({
          routeFamily,
          device: deviceClassOf(hints),
          connection: connectionOf(hints),
          target: { sendBeacon: (url, data) => navigator.sendBeacon(url, data) },
        });
        const add = (metric: VitalMetric) => batch.add(metric);
        onLCP(add);
        onINP(add);
        onCLS(add);
        onFCP(add);
        onTTFB(add);
        // After web-vitals' own listeners, which report the final values when the page is hidden.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'hidden') batch.flush();
        });
        window.addEventListener('pagehide', () => batch.flush());
      },
      (error: unknown) => console.warn('web-vitals did not load', error),
    );
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 5_000 });
    else setTimeout(start, 0);
  };
  const afterLoad = () => window.setTimeout(whenIdle, WEB_VITALS_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * How long after the load event web-vitals is fetched: past the quiet moment that ends a first load (the budgets
 * measure to network idle, 500 ms without a request), so its ~3 KB are never the first view's. Nothing is lost by
 * waiting: web-vitals reads the buffered performance entries; only a visit hidden within these seconds sends none.
 */
const WEB_VITALS_DELAY_MS = 3_000;
