import { addDays, addMonths, daysBetween, monthEndOf, monthStartOf, weekdayOf, type IsoDate } from '@nivaas/domain';

/** Dates cross the component boundary as ISO calendar days, never Date objects or times. */
export interface DateRange {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
}

export interface DayRules {
  today: IsoDate;
  lastDay: IsoDate;
  maxNights: number;
  range: DateRange;
}

/**
 * Past days and days after the calendar window are never selectable; while a check-out is being
 * chosen, days beyond check-in + maxNights are not either.
 */
export function isDayDisabled(day: IsoDate, { today, lastDay, maxNights, range }: DayRules): boolean {
  if (day < today || day > lastDay) return true;
  if (range.checkIn && !range.checkOut && day > range.checkIn) return daysBetween(range.checkIn, day) > maxNights;
  return false;
}

/**
 * The check-out the range preview runs to (docs/rules.md 3 datePicker.highlight): while a check-out is being chosen, the
 * day under the visitor's pointer or focus when it could be chosen as check-out; otherwise none.
 */
export function previewEnd(highlight: IsoDate | null, rules: DayRules): IsoDate | null {
  const { checkIn, checkOut } = rules.range;
  if (!highlight || !checkIn || checkOut || highlight <= checkIn) return null;
  return isDayDisabled(highlight, rules) ? null : highlight;
}

/** The range after tapping `day`: first tap sets check-in, second a later check-out, third restarts. */
export function selectDay(range: DateRange, day: IsoDate): DateRange {
  if (!range.checkIn || range.checkOut || day <= range.checkIn) return { checkIn: day, checkOut: null };
  return { checkIn: range.checkIn, checkOut: day };
}

/** The first day of the month `offset` months after the month of `day`. */
export function monthStart(day: IsoDate, offset = 0): IsoDate {
  return monthStartOf(day, offset);
}

/** The last day of the month of `day`. */
export function monthEnd(day: IsoDate): IsoDate {
  return monthEndOf(day);
}

/** Weeks of the month of `day` as ISO days, padded with nulls so the first column is `weekStartsOn`. */
export function monthWeeks(day: IsoDate, weekStartsOn: 0 | 1): Array<Array<IsoDate | null>> {
  const first = monthStart(day);
  const lead = (weekdayOf(first) - weekStartsOn + 7) % 7;
  const cells: Array<IsoDate | null> = Array.from({ length: lead }, () => null);
  for (let d = first; d <= monthEnd(first); d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Where keyboard focus goes for a navigation key, or null for other keys. */
export function moveFocus(day: IsoDate, key: string, weekStartsOn: 0 | 1): IsoDate | null {
  const column = (weekdayOf(day) - weekStartsOn + 7) % 7;
  const byMonth = (months: number) => addMonths(day, months);
  const moves: Record<string, () => IsoDate> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => addDays(day, -column),
    End: () => addDays(day, 6 - column),
    PageUp: () => byMonth(-1),
    PageDown: () => byMonth(1),
  };
  const move = moves[key];
  return move ? move() : null;
}
