import { parseDay, type DayFormat, type IsoDate } from '../../time/kolkata-dayjs';

/** DD-MM-YYYY is the site's query format; YYYY-MM-DD the API's (docs/rules.md section 5). */
export const SITE_DATE_FORMAT = 'DD-MM-YYYY' satisfies DayFormat;
export const API_DATE_FORMAT = 'YYYY-MM-DD' satisfies DayFormat;

/**
 * Parses a day written as DD-MM-YYYY (site query) or YYYY-MM-DD (API query), strictly:
 * '31-02-2026' does not roll over to March. Returns null when it does not parse.
 */
export function parseDate(text: string | null | undefined): IsoDate | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return parseDay(trimmed, SITE_DATE_FORMAT) ?? parseDay(trimmed, API_DATE_FORMAT);
}
