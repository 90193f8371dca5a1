import type { IsoDate } from '../time/kolkata-dayjs';

/** docs/rules.md section 9: the view date format is like 'ddd, D MMM' (Sat, 21 Nov). */
export const VIEW_DATE_FORMAT = 'ddd, D MMM';

/** The locale the formats fall back to: the market's (docs/rules.md section 1). */
export const FORMAT_DEFAULT_LOCALE = 'en-IN';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and shape. Days are calendar days: formatted in UTC so no offset moves them. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

const atUtcMidnight = (day: IsoDate) => new Date(`${day}T00:00:00Z`);

/**
 * A day as the site shows it: 'ddd, D MMM' in English ("Sat, 21 Nov"), and each other locale's own
 * short form of the same fields ("sam. 21 nov." in French). Names come from the platform's Intl data, so
 * a new locale (Hindi is next) needs no table of month or day names.
 */
export function formatViewDate(day: IsoDate, locale: string = FORMAT_DEFAULT_LOCALE): string {
  const format = formatter(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  if (!locale.toLowerCase().startsWith('en')) return format.format(atUtcMidnight(day));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(atUtcMidnight(day)).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')}`;
}

/** A day in full, for a screen reader or a confirmation: "Saturday, 21 November 2026", "samedi 21 novembre 2026". */
export function formatLongDate(day: IsoDate, locale: string = FORMAT_DEFAULT_LOCALE): string {
  return formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    atUtcMidnight(day),
  );
}

/** A day with its year, without the weekday: "21 Nov 2026" (an answer's date, a statement line). */
export function formatShortDate(day: IsoDate, locale: string = FORMAT_DEFAULT_LOCALE): string {
  return formatter(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(atUtcMidnight(day));
}

/** A calendar's caption: "November 2026", "novembre 2026". */
export function formatMonthYear(day: IsoDate, locale: string = FORMAT_DEFAULT_LOCALE): string {
  return formatter(locale, { month: 'long', year: 'numeric' }).format(atUtcMidnight(day));
}

/** The seven weekday names from `weekStartsOn` (0 Sunday, 1 Monday), short ("Su") and long ("Sunday"). */
export function weekdayNames(
  locale: string = FORMAT_DEFAULT_LOCALE,
  weekStartsOn: 0 | 1 = 0,
): { readonly short: string; readonly long: string }[] {
  // 2026-11-22 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = atUtcMidnight(`2026-11-${String(22 + ((i + weekStartsOn) % 7)).padStart(2, '0')}`);
    return {
      short: formatter(locale, { weekday: 'narrow' }).format(day),
      long: formatter(locale, { weekday: 'long' }).format(day),
    };
  });
}
