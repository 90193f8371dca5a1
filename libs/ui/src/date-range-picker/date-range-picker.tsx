import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { formatLongDate, formatMonthYear, todayInKolkata, weekdayNames, type IsoDate } from '@nivaas/domain';
import { MAX_STAY_NIGHTS } from '@nivaas/domain/dates';
import { useLocale } from '@nivaas/i18n';
import { useDateRangeT } from './date-range-picker-messages';
import {
  type DateRange,
  isDayDisabled,
  monthEnd,
  monthStart,
  monthWeeks,
  moveFocus,
  previewEnd,
  selectDay,
} from './date-range';
import styles from './date-range-picker.module.css';

export interface DateRangePickerProps {
  /** Accessible name of the calendar, e.g. "Choose check-in and check-out dates". */
  label: string;
  checkIn: string | null;
  checkOut: string | null;
  onChange: (range: DateRange) => void;
  /** Today as YYYY-MM-DD; today in Asia/Kolkata (docs/rules.md section 9) by default, whatever the phone's zone. */
  today?: IsoDate;
  /** Longest stay allowed; docs/rules.md's 15 nights by default. */
  maxNights?: number;
  /** Months shown from today's month, as one vertical scroll. */
  months?: number;
  weekStartsOn?: 0 | 1;
  /** Appended to the accessible name of the chosen days; translated defaults. */
  checkInLabel?: string;
  checkOutLabel?: string;
  /** Month captions and day names follow the page's locale unless overridden. */
  formatMonth?: (isoDay: IsoDate) => string;
  formatDay?: (isoDay: IsoDate) => string;
  className?: string;
}

/** A mobile calendar for a stay: past days disabled, at most `maxNights` nights, arrow-key navigation. */
export function DateRangePicker({
  label,
  checkIn,
  checkOut,
  onChange,
  today,
  maxNights = MAX_STAY_NIGHTS,
  months = 6,
  weekStartsOn = 0,
  checkInLabel,
  checkOutLabel,
  formatMonth,
  formatDay,
  className,
}: DateRangePickerProps) {
  const t = useDateRangeT();
  const locale = useLocale();
  const monthCaption = formatMonth ?? ((d: IsoDate) => formatMonthYear(d, locale));
  const dayName = formatDay ?? ((d: IsoDate) => formatLongDate(d, locale));
  const startLabel = checkInLabel ?? t('dateRange.checkIn');
  const endLabel = checkOutLabel ?? t('dateRange.checkOut');
  // Computed at render, never at module scope: a long-lived tab must not keep yesterday.
  const todayIso = today ?? todayInKolkata();
  const lastDay = monthEnd(monthStart(todayIso, months - 1));
  const range: DateRange = { checkIn, checkOut };
  const rules = { today: todayIso, lastDay, maxNights, range };

  const [focused, setFocused] = useState(checkIn ?? todayIso);
  // docs/rules.md 3 datePicker.highlight: the day under the pointer or focus, which draws the range preview.
  const [highlight, setHighlight] = useState<IsoDate | null>(null);
  const preview = previewEnd(highlight, rules);
  const moved = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    rootRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const weekdays = weekdayNames(locale, weekStartsOn);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = moveFocus(focused, event.key, weekStartsOn);
    if (!target) return;
    event.preventDefault();
    const clamped = target < todayIso ? todayIso : target > lastDay ? lastDay : target;
    moved.current = true;
    setFocused(clamped);
  };

  const choose = (day: string) => {
    if (isDayDisabled(day, rules)) return;
    setFocused(day);
    onChange(selectDay(range, day));
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys are handled once for the whole calendar; each day stays a real button.
    <div
      ref={rootRef}
      role="group"
      aria-label={label}
      className={clsx(styles.picker, className)}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setHighlight(null)}
    >
      {Array.from({ length: months }, (_, m) => {
        const month = monthStart(todayIso, m);
        return (
          <table key={m} className={styles.month}>
            <caption className={styles.caption}>{monthCaption(month)}</caption>
            <thead>
              <tr>
                {weekdays.map((d) => (
                  <th key={d.long} scope="col" abbr={d.long} className={styles.weekday}>
                    {d.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month, weekStartsOn).map((week, w) => (
                <tr key={w}>
                  {week.map((day, c) => {
                    if (!day) return <td key={c} />;
                    const disabled = isDayDisabled(day, rules);
                    const isStart = day === checkIn;
                    const isEnd = day === checkOut;
                    const inRange = Boolean(checkIn && checkOut && day > checkIn && day < checkOut);
                    const inPreview = Boolean(checkIn && preview && day > checkIn && day <= preview);
                    const name = [dayName(day), isStart && startLabel, isEnd && endLabel].filter(Boolean).join(', ');
                    return (
                      <td
                        key={day}
                        className={clsx(
                          inRange && styles.inRange,
                          inPreview && styles.inPreview,
                          isStart && checkOut && styles.rangeStart,
                          isEnd && styles.rangeEnd,
                        )}
                      >
                        <button
                          type="button"
                          data-day={day}
                          className={clsx(
                            styles.day,
                            (isStart || isEnd) && styles.selected,
                            day === todayIso && styles.today,
                          )}
                          tabIndex={day === focused ? 0 : -1}
                          aria-label={name}
                          aria-pressed={isStart || isEnd}
                          aria-disabled={disabled || undefined}
                          aria-current={day === todayIso ? 'date' : undefined}
                          onClick={() => choose(day)}
                          onMouseEnter={() => setHighlight(day)}
                          onFocus={() => setHighlight(day)}
                        >
                          {Number(day.slice(8, 10))}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
