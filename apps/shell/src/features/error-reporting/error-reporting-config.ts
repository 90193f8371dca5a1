/**
 * The error-reporting endpoint reaches the browser as `<html data-error-dsn>`, written by the
 * shell server from ERROR_REPORTING_DSN (apps/shell/README.md). Unset: reports stay in the page.
 */
export const ERROR_DSN_ATTRIBUTE = 'data-error-dsn';

export function readErrorReportingDsn(dataset: Readonly<Record<string, string | undefined>>): string | undefined {
  return dataset['errorDsn'] || undefined;
}
