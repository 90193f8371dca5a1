/**
 * @nivaas/domain: the everyday formats (money, numbers, days, instants in the visitor's locale), the one dayjs setup
 * in Asia/Kolkata, and the constants of docs/rules.md 9. Each area of rules is its own entry: `/dates`, `/rooms`,
 * `/search`, `/prices`, `/booking`, `/hotel`, `/sign-in`, `/validation`.
 */
export * from './business-constants';
export { formatInr, formatNumber, formatRating } from './formats/format-money';
export {
  FORMAT_DEFAULT_LOCALE,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  formatViewDate,
  VIEW_DATE_FORMAT,
  weekdayNames,
} from './formats/format-day';
export { formatClockTime, formatKolkataDateTime } from './formats/format-instant';
export { IMAGE_WIDTHS, srcSetOf } from './formats/image-src-set';
export {
  addDays,
  addMonths,
  daysBetween,
  kolkataDayjs,
  monthEndOf,
  monthStartOf,
  weekdayOf,
  parseDay,
  todayInKolkata,
  TIME_ZONE,
  type DayFormat,
  type IsoDate,
} from './time/kolkata-dayjs';
