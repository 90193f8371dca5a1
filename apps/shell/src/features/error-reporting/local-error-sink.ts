import type { ErrorReportingAdapter, Report } from './error-report';

/**
 * The default adapter: reports stay in the page, readable by tests and developers at
 * `window.__nivaasErrors.reports` (the last 50), and are logged to the console.
 */
export const LOCAL_ERROR_SINK_GLOBAL = '__nivaasErrors';
const MAX_REPORTS = 50;

export interface LocalErrorSinkState {
  readonly reports: Report[];
}

export function createLocalErrorSink(
  win: { [LOCAL_ERROR_SINK_GLOBAL]?: LocalErrorSinkState },
  log: (report: Report) => void = (report) =>
    report.kind === 'error' && console.warn('[error report]', report.name, report.message),
): ErrorReportingAdapter {
  const state = win[LOCAL_ERROR_SINK_GLOBAL] ?? { reports: [] };
  win[LOCAL_ERROR_SINK_GLOBAL] = state;
  return {
    send: (report) => {
      state.reports.push(report);
      if (state.reports.length > MAX_REPORTS) state.reports.splice(0, state.reports.length - MAX_REPORTS);
      log(report);
    },
  };
}
