import {
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  formatViewDate,
  VIEW_DATE_FORMAT,
  weekdayNames,
} from './format-day';

describe("formatViewDate (docs/rules.md section 9: view date format like 'ddd, D MMM')", () => {
  it('formats a day as ddd, D MMM in English', () => {
    expect(VIEW_DATE_FORMAT).toBe('ddd, D MMM');
    expect(formatViewDate('2026-11-21')).toBe('Sat, 21 Nov');
    expect(formatViewDate('2027-01-05', 'en-GB')).toBe('Tue, 5 Jan');
  });

  // Regression: no locale reached the dates, so they were English on fr-FR.
  it('given fr-FR, then the names are French', () => {
    expect(formatViewDate('2026-11-21', 'fr-FR')).toBe('sam. 21 nov.');
    expect(formatLongDate('2026-11-21', 'fr-FR')).toBe('samedi 21 novembre 2026');
    expect(formatMonthYear('2026-11-21', 'fr-FR')).toBe('novembre 2026');
  });

  it('given a day, then no time zone of the machine can move it (formatted as a calendar day)', () => {
    expect(formatLongDate('2026-03-01', 'en-GB')).toBe('Sunday, 1 March 2026');
    expect(formatShortDate('2026-03-01', 'en-IN')).toBe('1 Mar 2026');
  });

  it('lists weekdays from the given first day', () => {
    expect(weekdayNames('en-GB', 0).map((d) => d.long)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(weekdayNames('fr-FR', 1)[0]).toEqual({ short: 'L', long: 'lundi' });
  });
});
