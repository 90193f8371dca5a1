/**
 * The error-reporting endpoint reaches the browser as `<html data-error-dsn>`, written by the
 * shell server from ERROR_REPORTING_DSN (apps/shell/README.md). Unset: reports stay in the page.
 */
export const ERROR_DSN_ATTRIBUTE = 'data-error-dsn';

/** The release the page runs, from ERROR_REPORTING_RELEASE: reports are filed under it. */
export const ERROR_RELEASE_ATTRIBUTE = 'data-error-release';

export function readErrorReportingConfig(dataset: Readonly<Record<string, string | undefined>>): {
  readonly dsn: string | undefined;
  readonly release: string | undefined;
} {
  return { dsn: dataset['errorDsn'] || undefined, release: dataset['errorRelease'] || undefined };
}
