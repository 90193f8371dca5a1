import { formatKolkataDateTime } from './format-instant';

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
