/** What leaves the page about an error. */
export interface ErrorReport {
  readonly kind: 'error';
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  /** The page where it happened. */
  readonly url: string;
  /** ISO time. */
  readonly at: string;
}

/** A sampled performance trace (docs/rules.md 9: 1%): the page load, with its timings in ms. */
export interface TraceReport {
  readonly kind: 'trace';
  readonly name: string;
  readonly op: 'pageload';
  readonly url: string;
  readonly at: string;
  readonly durationMs: number;
  readonly measurements: Readonly<Record<string, number>>;
}

export type Report = ErrorReport | TraceReport;

/** Where reports go: the local sink by default, an error-reporting service when configured. */
export interface ErrorReportingAdapter {
  readonly send: (report: Report) => void;
}
