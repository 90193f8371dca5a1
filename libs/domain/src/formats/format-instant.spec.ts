import { formatClockTime, formatKolkataDateTime } from './format-instant';

describe('formatKolkataDateTime (a deadline or a window in Asia/Kolkata)', () => {
  it('given an instant in UTC, then it reads as the Kolkata view date and 12-hour time in English', () => {
    expect(formatKolkataDateTime('2026-12-02T06:30:00.000Z', 'en-GB')).toBe('Wed, 2 Dec, 12:00 PM');
    expect(formatKolkataDateTime('2026-12-02T20:00:00Z', 'en-IN')).toBe('Thu, 3 Dec, 1:30 AM');
  });

  it('given fr-FR, then French names and the 24-hour clock', () => {
    expect(formatKolkataDateTime(new Date('2026-12-02T06:30:00Z'), 'fr-FR')).toBe('mer. 2 déc., 12:00');
  });

  it('given something that is not an instant, then an empty text, never "Invalid Date"', () => {
    expect(formatKolkataDateTime('soon', 'en-GB')).toBe('');
  });
});

describe('formatClockTime (a hotel time of day, written as the screen writes its instants)', () => {
  it.each([
    ['14:00', 'en-IN', '2:00 PM'],
    ['12:00', 'en-GB', '12:00 PM'],
    ['09:30', 'en-IN', '9:30 AM'],
    ['14:00', 'fr-FR', '14:00'],
    ['00:00', 'en-IN', '12:00 AM'],
  ])('given %s in %s, then %s', (time, locale, expected) => {
    expect(formatClockTime(time, locale)).toBe(expected);
  });
  it('given a text that is not a time, then it is returned as given', () => {
    expect(formatClockTime('noon', 'en-IN')).toBe('noon');
    expect(formatClockTime('25:00', 'en-IN')).toBe('25:00');
  });
});
