import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/** SPEC.md section 9: every date of the product is a day in India. */
export const TIME_ZONE = 'Asia/Kolkata';

/** A calendar day, `YYYY-MM-DD`: the only date shape the stores and rules exchange. */
export type IsoDate = string;

export const ISO_FORMAT = 'YYYY-MM-DD';

let extended = false;

/**
 * The one dayjs setup (STYLE.md 12). Plugins are added on first use rather than at import
 * so that importing this shared singleton has no side effect on the host's dayjs.
 */
export function kolkataDayjs(): typeof dayjs {
  if (!extended) {
    dayjs.extend(utc);
    dayjs.extend(timezone);
    extended = true;
  }
  return dayjs;
}

/** The two ways a day is written: the site's query (DD-MM-YYYY) and the API's (YYYY-MM-DD). */
export type DayFormat = 'DD-MM-YYYY' | 'YYYY-MM-DD';

const DAY_PATTERNS: Record<DayFormat, RegExp> = {
  'DD-MM-YYYY': /^(\d{2})-(\d{2})-(\d{4})$/,
  'YYYY-MM-DD': /^(\d{4})-(\d{2})-(\d{2})$/,
};

/**
 * Reads a day written exactly in `format`, or null. Strict: two-digit day and month, and a day that
 * does not exist ('31-02-2026') is refused rather than rolled over into March. Both formats are
 * fixed and numeric, so a pattern does what dayjs's customParseFormat plugin (3.6 KB on every page) would.
 */
export function parseDay(text: string, format: DayFormat): IsoDate | null {
  const match = DAY_PATTERNS[format].exec(text);
  if (!match) return null;
  const [, a, b, c] = match;
  const day = format === 'YYYY-MM-DD' ? `${a}-${b}-${c}` : `${c}-${b}-${a}`;
  // Date rolls an impossible day over; a real day reads back unchanged.
  return kolkataDayjs().utc(day).format(ISO_FORMAT) === day ? day : null;
}

/** Today's calendar day in Asia/Kolkata at the given instant (defaults to now). */
export function todayInKolkata(now: Date | number = Date.now()): IsoDate {
  return kolkataDayjs()(now).tz(TIME_ZONE).format(ISO_FORMAT);
}

/**
 * Calendar arithmetic happens in UTC on day values: a day has no clock time, so no
 * offset or daylight rule can shift it.
 */
export function addDays(day: IsoDate, days: number): IsoDate {
  return kolkataDayjs().utc(day).add(days, 'day').format(ISO_FORMAT);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const d = kolkataDayjs();
  return d.utc(to).diff(d.utc(from), 'day');
}
