import { matchRoute } from '@nivaas/routes';
import { readErrorReportingConfig } from './error-reporting-config';
import type { ErrorReportingAdapter, Report } from './error-report';
import { createErrorReporter, type ErrorReporter } from './error-reporter';
import { createLocalErrorSink, type LocalErrorSinkState } from './local-error-sink';
import type { RandomSource } from './trace-sampler';

/** The window as error reporting uses it. */
export type ErrorReportingWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'setTimeout' | 'fetch' | 'location'
> & {
  readonly performance?: Pick<Performance, 'getEntriesByType' | 'getEntriesByName'>;
  __nivaasErrors?: LocalErrorSinkState;
};

export interface StartErrorReportingDeps {
  readonly win: ErrorReportingWindow;
  readonly doc: Document;
  readonly random?: RandomSource;
  /** The real adapter's code, split from the first load: fetched only when a DSN is configured. */
  readonly loadSentryAdapter?: () => Promise<typeof import('./sentry-adapter')>;
}

export interface ErrorReporting extends ErrorReporter {
  readonly stop: () => void;
}

/** Reports wait, in order, for the real adapter's code; if it never loads they are dropped. */
function deferred(ready: Promise<ErrorReportingAdapter>): ErrorReportingAdapter {
  let adapter: ErrorReportingAdapter | null = null;
  let queue: Report[] | null = [];
  ready.then(
    (loaded) => {
      adapter = loaded;
      queue?.forEach((report) => loaded.send(report));
      queue = null;
    },
    () => {
      queue = null;
    },
  );
  return { send: (report) => (adapter ? adapter.send(report) : queue?.push(report)) };
}

/** Navigation Timing and the first contentful paint of this page load, in ms. */
function pageLoadTimings(
  win: ErrorReportingWindow,
): { durationMs: number; measurements: Record<string, number> } | null {
  const navigation = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!navigation) return null;
  const fcp = win.performance?.getEntriesByName?.('first-contentful-paint')[0]?.startTime;
  return {
    durationMs: navigation.loadEventEnd || navigation.duration,
    measurements: {
      ttfb: navigation.responseStart,
      domContentLoaded: navigation.domContentLoadedEventEnd,
      load: navigation.loadEventEnd,
      ...(fcp === undefined ? {} : { fcp }),
    },
  };
}

/**
 * Starts error reporting first thing, before the shell renders: window 'error' and
 * 'unhandledrejection' go to the adapter (the local sink, or Sentry's client for the service of
 * ERROR_REPORTING_DSN, loaded only then) through the filters of error-filters.ts, and 1% of page loads send a
 * trace of their timings (docs/rules.md 9).
 */
export function startErrorReporting({
  win,
  doc,
  random = Math.random,
  loadSentryAdapter = () => import(/* webpackChunkName: "error-reporting" */ './sentry-adapter'),
}: StartErrorReportingDeps): ErrorReporting {
  const { dsn, release } = readErrorReportingConfig(doc.documentElement.dataset);
  const adapter = dsn
    ? deferred(loadSentryAdapter().then((m) => m.createSentryAdapter(dsn, release ? { release } : {})))
    : createLocalErrorSink(win);
  const reporter = createErrorReporter({ adapter, random, url: () => win.location.href });
  const onError = (event: Event) => reporter.onErrorEvent(event as ErrorEvent);
  const onRejection = (event: Event) => reporter.onRejection(event as PromiseRejectionEvent);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);

  const tracePageLoad = () => {
    // After the load handlers have run, so loadEventEnd is set.
    win.setTimeout(() => {
      const timings = pageLoadTimings(win);
      if (timings)
        reporter.tracePageLoad(matchRoute(win.location.pathname).screen, timings.durationMs, timings.measurements);
    }, 0);
  };
  if (doc.readyState === 'complete') tracePageLoad();
  else win.addEventListener('load', tracePageLoad, { once: true });

  return {
    ...reporter,
    stop: () => {
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
      win.removeEventListener('load', tracePageLoad);
    },
  };
}
