import dayjs from 'dayjs';

/** docs/rules.md section 9: every date of the product is a day in India. */
export const TIME_ZONE = 'Asia/Kolkata';

/** A calendar day, `YYYY-MM-DD`: the only date shape the stores and rules exchange. */
export type IsoDate = string;

export const ISO_FORMAT = 'YYYY-MM-DD';

/**
 * The one dayjs setup (docs/conventions.md 12): dayjs's core alone. Days are calendar days, so they need no time zone
 * of their own: a day is read as the machine's midnight of that date, and dayjs's core keeps calendar
 * arithmetic on dates across daylight-saving changes (it adds days by date, and its day difference takes
 * the offset change out). The one instant that needs Asia/Kolkata, "today", is UTC's date at
 * India's fixed offset (todayInKolkata). No plugin: utc and timezone cost every bundle that imports a rule about 2.5 KB gzip.
 */
export function kolkataDayjs(): typeof dayjs {
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
  // A real day reads back unchanged; an impossible one rolls over.
  return dayjs(day).format(ISO_FORMAT) === day ? day : null;
}

/**
 * India's offset from UTC: +05:30 all year, with no daylight saving since 1945. Today in Kolkata is UTC's date that
 * much later. Arithmetic rather than Intl: no time zone data to load, on the server or on a phone (the first Intl
 * object a page makes loads ICU's data; apps/shell/src/boot/intl-warm-up.ts moves that off the main thread).
 */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today's calendar day in Asia/Kolkata at the given instant (defaults to now), whatever the machine's zone. */
export function todayInKolkata(now: Date | number = Date.now()): IsoDate {
  return new Date(Number(now) + KOLKATA_OFFSET_MS).toISOString().slice(0, ISO_FORMAT.length);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: IsoDate, days: number): IsoDate {
  return dayjs(day).add(days, 'day').format(ISO_FORMAT);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayjs(to).diff(dayjs(from), 'day');
}

/** The same day `months` months on (the month's last day when it is shorter: 31 Jan + 1 month is 28 Feb). */
export function addMonths(day: IsoDate, months: number): IsoDate {
  return dayjs(day).add(months, 'month').format(ISO_FORMAT);
}

/** The first day of the month of `day`, `months` months on. */
export function monthStartOf(day: IsoDate, months = 0): IsoDate {
  return dayjs(day).startOf('month').add(months, 'month').format(ISO_FORMAT);
}

/** The last day of the month of `day`. */
export function monthEndOf(day: IsoDate): IsoDate {
  return dayjs(day).endOf('month').format(ISO_FORMAT);
}

/** The day of the week of `day`: 0 Sunday to 6 Saturday. */
export function weekdayOf(day: IsoDate): number {
  return dayjs(day).day();
}
