import type { IsoDate } from '../../time/kolkata-dayjs';
import { parseDate } from './parse-date';

/**
 * docs/rules.md section 5: dates go to the API as YYYY-MM-DD. Accepts either query format so
 * a date read from the site's URL can be forwarded; throws on a date that does not parse,
 * because sending an invalid date to pricing is a programming error upstream.
 */
export function toApiQueryDate(day: IsoDate | string): string {
  const parsed = parseDate(day);
  if (parsed === null) throw new RangeError(`Invalid date: ${day}`);
  return parsed;
}
