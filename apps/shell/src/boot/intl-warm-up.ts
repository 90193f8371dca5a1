/**
 * The first Intl object a page makes loads the platform's ICU data: 40-95 ms of the main thread in Chromium on this
 * project's machines, whichever kind comes first, and the first render makes one (a view date, a price, a plural).
 * That data is the process's, not the thread's: once a worker has made the same kinds of object, the main thread's
 * first one takes about a millisecond. So the shell starts a throwaway worker that does only this.
 */

/**
 * Makes, in `locale`, one of each kind of Intl object the first render uses (libs/domain's day and money formats,
 * libs/i18n's plurals and counts), and uses each once. A malformed locale warms en-IN's instead (docs/rules.md section 1);
 * never throws. Returns the locale it warmed.
 *
 * It is the worker's whole program (intlWarmUpWorkerSource sends its source), so it refers to nothing outside itself.
 */
export function warmIntl(locale: string): string {
  const fallback = 'en-IN';
  for (const tag of [locale, fallback]) {
    try {
      new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(0);
      new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(1234);
      new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(1.5);
      new Intl.PluralRules(tag).select(2);
      return tag;
    } catch {
      // A RangeError for a tag Intl refuses: the fallback's data is the next best.
    }
  }
  return fallback;
}

/** What the page hands the worker, and what it answers when done. */
export interface IntlWarmUpMessage {
  readonly locale: string;
}
export const INTL_WARM = 'intl-warm';

/**
 * The worker's script: warmIntl on the locale the page sends, then the answer. It runs from a blob (CSP: worker-src
 * blob:), so it needs no chunk of its own: a webpack worker chunk carried the federation runtime, 1 KB gzip on every
 * page for a dozen lines.
 */
export function intlWarmUpWorkerSource(): string {
  return (
    `onmessage = function (event) {\n` +
    `  var data = event.data;\n` +
    `  (${warmIntl.toString()})(data && typeof data.locale === 'string' ? data.locale : '');\n` +
    `  postMessage(${JSON.stringify(INTL_WARM)});\n` +
    `};\n`
  );
}
