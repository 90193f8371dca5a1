import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
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
    dayjs.extend(customParseFormat);
    extended = true;
  }
  return dayjs;
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
  return kolkataDayjs().utc(day, ISO_FORMAT).add(days, 'day').format(ISO_FORMAT);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const d = kolkataDayjs();
  return d.utc(to, ISO_FORMAT).diff(d.utc(from, ISO_FORMAT), 'day');
}
