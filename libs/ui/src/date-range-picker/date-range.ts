import dayjs, { type Dayjs } from 'dayjs';

/** Dates cross the component boundary as ISO calendar days, never Date objects or times. */
export const ISO_DAY = 'YYYY-MM-DD';

export interface DateRange {
  checkIn: string | null;
  checkOut: string | null;
}

export interface DayRules {
  today: string;
  lastDay: string;
  maxNights: number;
  range: DateRange;
}

/** Nights between check-in and check-out, 0 while the range is open. */
export function countNights(range: DateRange): number {
  if (!range.checkIn || !range.checkOut) return 0;
  return dayjs(range.checkOut).diff(dayjs(range.checkIn), 'day');
}

/**
 * Past days and days after the calendar window are never selectable; while a check-out is being
 * chosen, days beyond check-in + maxNights are not either.
 */
export function isDayDisabled(day: string, { today, lastDay, maxNights, range }: DayRules): boolean {
  if (day < today || day > lastDay) return true;
  if (range.checkIn && !range.checkOut && day > range.checkIn) {
    return dayjs(day).diff(dayjs(range.checkIn), 'day') > maxNights;
  }
  return false;
}

/** The range after tapping `day`: first tap sets check-in, second a later check-out, third restarts. */
export function selectDay(range: DateRange, day: string): DateRange {
  if (!range.checkIn || range.checkOut || day <= range.checkIn) return { checkIn: day, checkOut: null };
  return { checkIn: range.checkIn, checkOut: day };
}

/** Weeks of a month as ISO days, padded with nulls so the first column is `weekStartsOn`. */
export function monthWeeks(monthStart: Dayjs, weekStartsOn: 0 | 1): Array<Array<string | null>> {
  const first = monthStart.startOf('month');
  const lead = (first.day() - weekStartsOn + 7) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let d = 0; d < first.daysInMonth(); d += 1) cells.push(first.add(d, 'day').format(ISO_DAY));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Where keyboard focus goes for a navigation key, or null for other keys. */
export function moveFocus(day: string, key: string, weekStartsOn: 0 | 1): string | null {
  const d = dayjs(day);
  const column = (d.day() - weekStartsOn + 7) % 7;
  const moves: Record<string, () => Dayjs> = {
    ArrowLeft: () => d.subtract(1, 'day'),
    ArrowRight: () => d.add(1, 'day'),
    ArrowUp: () => d.subtract(1, 'week'),
    ArrowDown: () => d.add(1, 'week'),
    Home: () => d.subtract(column, 'day'),
    End: () => d.add(6 - column, 'day'),
    PageUp: () => d.subtract(1, 'month'),
    PageDown: () => d.add(1, 'month'),
  };
  const move = moves[key];
  return move ? move().format(ISO_DAY) : null;
}
