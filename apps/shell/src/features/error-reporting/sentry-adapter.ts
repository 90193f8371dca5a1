import { BrowserClient, defaultStackParser, makeFetchTransport, Scope, type BrowserOptions } from '@sentry/browser';
import type { ErrorReportingAdapter, Report } from './error-report';

export interface SentryAdapterOptions {
  /** The release the page runs (ERROR_REPORTING_RELEASE), so an error is filed under the code that threw it. */
  readonly release?: string;
  /** How envelopes leave the page: `fetch` by default; specs capture them. */
  readonly transport?: BrowserOptions['transport'];
}

const seconds = (iso: string) => Date.parse(iso) / 1000;
const hexId = (length: number) => crypto.randomUUID().replace(/-/g, '').slice(0, length);

/**
 * The real adapter: Sentry's own browser client (also GlitchTip or a self-hosted Sentry), loaded only when a DSN is
 * configured. It parses stack frames and files each report under its release. The page's listeners, filters and
 * sampling stay ours (error-reporter.ts: docs/rules.md 8 and 9), so no integration of the SDK is turned on.
 */
export function createSentryAdapter(dsn: string, options: SentryAdapterOptions = {}): ErrorReportingAdapter {
  const client = new BrowserClient({
    dsn,
    ...(options.release ? { release: options.release } : {}),
    transport: options.transport ?? makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [],
  });
  client.init();
  const scope = new Scope();
  scope.setClient(client);
  scope.setTag('platform', 'msite');

  const send = (report: Report) => {
    if (report.kind === 'error') {
      const error = Object.assign(new Error(report.message), { name: report.name });
      error.stack = report.stack ?? `${report.name}: ${report.message}`;
      scope.captureException(error, { data: { url: report.url } });
      return;
    }
    const end = seconds(report.at);
    scope.captureEvent({
      type: 'transaction',
      transaction: report.name,
      start_timestamp: end - report.durationMs / 1000,
      timestamp: end,
      request: { url: report.url },
      contexts: { trace: { trace_id: hexId(32), span_id: hexId(16), op: report.op } },
      measurements: Object.fromEntries(
        Object.entries(report.measurements).map(([name, value]) => [name, { value, unit: 'millisecond' }]),
      ),
    });
  };
  return { send };
}
