import { formatViewDate, VIEW_DATE_FORMAT } from './format-view-date';

describe("formatViewDate (SPEC.md section 9: view date format like 'ddd, D MMM')", () => {
  it('formats a day as ddd, D MMM', () => {
    expect(VIEW_DATE_FORMAT).toBe('ddd, D MMM');
    expect(formatViewDate('2026-11-21')).toBe('Sat, 21 Nov');
    expect(formatViewDate('2027-01-05')).toBe('Tue, 5 Jan');
  });
});
