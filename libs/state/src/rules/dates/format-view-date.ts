import { kolkataDayjs, type IsoDate } from '../../time/kolkata-dayjs';

/** SPEC.md section 9: the view date format is like 'ddd, D MMM' (Sat, 21 Nov). */
export const VIEW_DATE_FORMAT = 'ddd, D MMM';

export function formatViewDate(day: IsoDate): string {
  return kolkataDayjs().utc(day).format(VIEW_DATE_FORMAT);
}
