import { errorFromErrorEvent, errorFromRejection, type ErrorEventLike } from './error-filters';
import type { ErrorReportingAdapter } from './error-report';
import { sampleTrace, TRACE_SAMPLE_RATE, type RandomSource } from './trace-sampler';

export interface ErrorReporterDeps {
  readonly adapter: ErrorReportingAdapter;
  /** Decides which traces are kept; tests pass a fixed sequence. */
  readonly random?: RandomSource;
  readonly traceSampleRate?: number;
  readonly now?: () => Date;
  /** The page's URL at the time of the report. */
  readonly url: () => string;
}

export interface ErrorReporter {
  /** Reports an error as it is (no filters): for errors the site catches itself. */
  readonly captureError: (error: Error) => void;
  /** Window 'error': reported unless the rules drop it. */
  readonly onErrorEvent: (event: ErrorEventLike) => void;
  /** 'unhandledrejection': reported only for Errors, minus the rules' drops. */
  readonly onRejection: (event: { readonly reason?: unknown }) => void;
  /** A page-load trace, kept for 1% of page loads. */
  readonly tracePageLoad: (name: string, durationMs: number, measurements: Readonly<Record<string, number>>) => boolean;
}

export function createErrorReporter({
  adapter,
  random = Math.random,
  traceSampleRate = TRACE_SAMPLE_RATE,
  now = () => new Date(),
  url,
}: ErrorReporterDeps): ErrorReporter {
  const send: ErrorReportingAdapter['send'] = (report) => {
    try {
      adapter.send(report);
    } catch {
      // Reporting must never raise an error of its own (it would report itself).
    }
  };
  const captureError = (error: Error) =>
    send({
      kind: 'error',
      name: error.name || 'Error',
      message: String(error.message ?? ''),
      ...(error.stack ? { stack: String(error.stack) } : {}),
      url: url(),
      at: now().toISOString(),
    });
  return {
    captureError,
    onErrorEvent: (event) => {
      const error = errorFromErrorEvent(event);
      if (error) captureError(error);
    },
    onRejection: (event) => {
      const error = errorFromRejection(event.reason);
      if (error) captureError(error);
    },
    tracePageLoad: (name, durationMs, measurements) => {
      if (!sampleTrace(random, traceSampleRate)) return false;
      send({ kind: 'trace', name, op: 'pageload', url: url(), at: now().toISOString(), durationMs, measurements });
      return true;
    },
  };
}
