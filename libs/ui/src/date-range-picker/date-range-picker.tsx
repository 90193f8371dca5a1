import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import dayjs from 'dayjs';
import clsx from 'clsx';
import { type DateRange, ISO_DAY, isDayDisabled, monthWeeks, moveFocus, selectDay } from './date-range';
import styles from './date-range-picker.module.css';

export interface DateRangePickerProps {
  /** Accessible name of the calendar, e.g. "Choose check-in and check-out dates". */
  label: string;
  checkIn: string | null;
  checkOut: string | null;
  onChange: (range: DateRange) => void;
  /** Today as YYYY-MM-DD in the hotel's time zone (Asia/Kolkata); the browser's date by default. */
  today?: string;
  /** Longest stay allowed. */
  maxNights?: number;
  /** Months shown from today's month, as one vertical scroll. */
  months?: number;
  weekStartsOn?: 0 | 1;
  /** Appended to the accessible name of the chosen days. */
  checkInLabel?: string;
  checkOutLabel?: string;
  /** Formatting follows the app's dayjs locale unless overridden. */
  formatMonth?: (isoDay: string) => string;
  formatDay?: (isoDay: string) => string;
  className?: string;
}

/** A mobile calendar for a stay: past days disabled, at most `maxNights` nights, arrow-key navigation. */
export function DateRangePicker({
  label,
  checkIn,
  checkOut,
  onChange,
  today,
  maxNights = 15,
  months = 6,
  weekStartsOn = 0,
  checkInLabel = 'check-in',
  checkOutLabel = 'check-out',
  formatMonth = (d) => dayjs(d).format('MMMM YYYY'),
  formatDay = (d) => dayjs(d).format('dddd, D MMMM YYYY'),
  className,
}: DateRangePickerProps) {
  // Computed at render, never at module scope: a long-lived tab must not keep yesterday.
  const todayIso = today ?? dayjs().format(ISO_DAY);
  const firstMonth = dayjs(todayIso).startOf('month');
  const lastDay = firstMonth
    .add(months - 1, 'month')
    .endOf('month')
    .format(ISO_DAY);
  const range: DateRange = { checkIn, checkOut };
  const rules = { today: todayIso, lastDay, maxNights, range };

  const [focused, setFocused] = useState(checkIn ?? todayIso);
  const moved = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    rootRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const weekdays = Array.from({ length: 7 }, (_, i) => dayjs().day((i + weekStartsOn) % 7));

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
    <div ref={rootRef} role="group" aria-label={label} className={clsx(styles.picker, className)} onKeyDown={onKeyDown}>
      {Array.from({ length: months }, (_, m) => {
        const month = firstMonth.add(m, 'month');
        return (
          <table key={m} className={styles.month}>
            <caption className={styles.caption}>{formatMonth(month.format(ISO_DAY))}</caption>
            <thead>
              <tr>
                {weekdays.map((d) => (
                  <th key={d.day()} scope="col" abbr={d.format('dddd')} className={styles.weekday}>
                    {d.format('dd')}
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
                    const name = [formatDay(day), isStart && checkInLabel, isEnd && checkOutLabel]
                      .filter(Boolean)
                      .join(', ');
                    return (
                      <td
                        key={day}
                        className={clsx(
                          inRange && styles.inRange,
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
                        >
                          {dayjs(day).date()}
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
