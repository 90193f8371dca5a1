import { kolkataDayjs, type IsoDate } from '../../time/kolkata-dayjs';
import { SITE_DATE_FORMAT } from './parse-date';

/** docs/rules.md section 5: dates are shown as DD-MM-YYYY in the site's own query strings. */
export function toSiteQueryDate(day: IsoDate): string {
  return kolkataDayjs()(day).format(SITE_DATE_FORMAT);
}
