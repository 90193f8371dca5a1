import { isDayDisabled, monthEnd, monthStart, monthWeeks, moveFocus, previewEnd, selectDay } from './date-range';

const rules = { today: '2026-12-10', lastDay: '2027-01-31', maxNights: 15, range: { checkIn: null, checkOut: null } };

describe('date-range rules', () => {
  it('given a check-in, when a day is highlighted, then the preview runs to it only if it can be the check-out', () => {
    const open = { ...rules, range: { checkIn: '2026-12-12', checkOut: null } };
    expect(previewEnd('2026-12-15', open)).toBe('2026-12-15');
    expect(previewEnd('2026-12-12', open)).toBeNull();
    expect(previewEnd('2026-12-28', open)).toBeNull();
    expect(previewEnd(null, open)).toBeNull();
    expect(previewEnd('2026-12-15', rules)).toBeNull();
    expect(previewEnd('2026-12-15', { ...rules, range: { checkIn: '2026-12-12', checkOut: '2026-12-14' } })).toBeNull();
  });

  it('given today, when a past day is checked, then it is disabled and today is not', () => {
    expect(isDayDisabled('2026-12-09', rules)).toBe(true);
    expect(isDayDisabled('2026-12-10', rules)).toBe(false);
    expect(isDayDisabled('2027-02-01', rules)).toBe(true);
  });

  it('given a check-in, when picking check-out, then more than 15 nights is disabled', () => {
    const open = { ...rules, range: { checkIn: '2026-12-12', checkOut: null } };
    expect(isDayDisabled('2026-12-27', open)).toBe(false);
    expect(isDayDisabled('2026-12-28', open)).toBe(true);
    expect(isDayDisabled('2026-12-11', open)).toBe(false);
  });

  it('given taps, when selecting, then check-in, check-out and restart follow in turn', () => {
    const a = selectDay({ checkIn: null, checkOut: null }, '2026-12-12');
    expect(a).toEqual({ checkIn: '2026-12-12', checkOut: null });
    expect(selectDay(a, '2026-12-11')).toEqual({ checkIn: '2026-12-11', checkOut: null });
    expect(selectDay(a, '2026-12-12')).toEqual({ checkIn: '2026-12-12', checkOut: null });
    const b = selectDay(a, '2026-12-14');
    expect(b).toEqual({ checkIn: '2026-12-12', checkOut: '2026-12-14' });
    expect(selectDay(b, '2026-12-20')).toEqual({ checkIn: '2026-12-20', checkOut: null });
  });

  it('given December 2026 (starts on a Tuesday), when laid out from Sunday, then two blanks lead', () => {
    const weeks = monthWeeks('2026-12-17', 0);
    expect(weeks[0]?.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('given a day, then its month starts and ends on calendar days whatever the machine time zone', () => {
    expect(monthStart('2026-12-17')).toBe('2026-12-01');
    expect(monthStart('2026-12-17', 2)).toBe('2027-02-01');
    expect(monthEnd('2028-02-03')).toBe('2028-02-29');
  });

  it('given a focused day, when navigation keys are pressed, then focus moves by day, week and month', () => {
    expect(moveFocus('2026-12-10', 'ArrowDown', 0)).toBe('2026-12-17');
    expect(moveFocus('2026-12-10', 'Home', 0)).toBe('2026-12-06');
    expect(moveFocus('2026-12-10', 'End', 1)).toBe('2026-12-13');
    expect(moveFocus('2026-12-10', 'PageDown', 0)).toBe('2027-01-10');
    expect(moveFocus('2026-12-10', 'x', 0)).toBeNull();
  });
});
