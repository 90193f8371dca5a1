import type { ErrorReportingAdapter, Report } from './error-report';

/**
 * The real adapter: reports go to a Sentry-compatible service (Sentry, GlitchTip, self-hosted
 * Sentry) through its envelope endpoint, with no SDK in the bundle. The DSN is
 * https://<public key>@<host>/<project id> (ERROR_REPORTING_DSN); errors become `event` items,
 * page-load traces `transaction` items.
 */
export interface ParsedDsn {
  readonly endpoint: string;
  readonly dsn: string;
}

export function parseDsn(dsn: string): ParsedDsn {
  const url = new URL(dsn);
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId || !/^\d+$/.test(projectId)) throw new Error(`Not a DSN: ${dsn}`);
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  const query = new URLSearchParams({
    sentry_key: url.username,
    sentry_version: '7',
    sentry_client: 'nivaas-msite/1.0',
  });
  return { endpoint: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/?${query}`, dsn };
}

const hex = (bytes: number, random: () => number) =>
  Array.from({ length: bytes * 2 }, () => Math.floor(random() * 16).toString(16)).join('');
const seconds = (iso: string) => Date.parse(iso) / 1000;

/** One envelope: a header line, an item header line, the item (newline-delimited JSON). */
export function toEnvelope(report: Report, dsn: string, random: () => number = Math.random): string {
  const eventId = hex(16, random);
  const header = { event_id: eventId, sent_at: report.at, dsn };
  const common = {
    event_id: eventId,
    platform: 'javascript',
    request: { url: report.url },
    tags: { platform: 'msite' },
  };
  if (report.kind === 'error') {
    const item = {
      ...common,
      level: 'error',
      timestamp: seconds(report.at),
      exception: { values: [{ type: report.name, value: report.message }] },
      ...(report.stack ? { extra: { stack: report.stack } } : {}),
    };
    return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(item)}\n`;
  }
  const end = seconds(report.at);
  const item = {
    ...common,
    type: 'transaction',
    transaction: report.name,
    start_timestamp: end - report.durationMs / 1000,
    timestamp: end,
    contexts: { trace: { trace_id: hex(16, random), span_id: hex(8, random), op: report.op } },
    measurements: Object.fromEntries(
      Object.entries(report.measurements).map(([name, value]) => [name, { value, unit: 'millisecond' }]),
    ),
  };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'transaction' })}\n${JSON.stringify(item)}\n`;
}

export function createEnvelopeAdapter(dsn: string, fetchImpl: typeof fetch): ErrorReportingAdapter {
  const { endpoint } = parseDsn(dsn);
  return {
    send: (report) => {
      // text/plain keeps it a simple CORS request; keepalive lets a report outlive the page.
      fetchImpl(endpoint, {
        method: 'POST',
        body: toEnvelope(report, dsn),
        keepalive: true,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      }).catch(() => undefined);
    },
  };
}
