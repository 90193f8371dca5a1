import fc from 'fast-check';
import {
  addDays,
  addMonths,
  daysBetween,
  monthEndOf,
  monthStartOf,
  parseDay,
  todayInKolkata,
  TIME_ZONE,
  weekdayOf,
} from './kolkata-dayjs';

describe('one dayjs setup in Asia/Kolkata (docs/rules.md section 9: timezone Asia/Kolkata)', () => {
  it('is Asia/Kolkata', () => expect(TIME_ZONE).toBe('Asia/Kolkata'));

  it('given 20:00 UTC, then today is already the next day in India (+05:30)', () => {
    expect(todayInKolkata(Date.UTC(2026, 0, 31, 18, 29))).toBe('2026-01-31');
    expect(todayInKolkata(Date.UTC(2026, 0, 31, 18, 30))).toBe('2026-02-01');
  });

  it('property: today in India is the day Intl gives for Asia/Kolkata, at any instant from 1950 to 2100', () => {
    const kolkata = new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (instant) => expect(todayInKolkata(instant)).toBe(kolkata.format(instant)),
      ),
      { numRuns: 500 },
    );
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
  });

  it('property: daysBetween(d, addDays(d, n)) = n', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -400, max: 400 }),
        (date, n) => {
          const day = date.toISOString().slice(0, 10);
          expect(daysBetween(day, addDays(day, n))).toBe(n);
        },
      ),
    );
  });

  it('reads a day strictly in the given format: two digits, no roll-over, nothing around it', () => {
    expect(parseDay('21-11-2026', 'DD-MM-YYYY')).toBe('2026-11-21');
    expect(parseDay('2028-02-29', 'YYYY-MM-DD')).toBe('2028-02-29');
    for (const [text, format] of [
      ['2026-11-21', 'DD-MM-YYYY'],
      ['21-11-2026', 'YYYY-MM-DD'],
      ['31-02-2026', 'DD-MM-YYYY'],
      ['2027-02-29', 'YYYY-MM-DD'],
      ['2026-00-10', 'YYYY-MM-DD'],
      ['1-1-2026', 'DD-MM-YYYY'],
      ['2026-11-21T00:00', 'YYYY-MM-DD'],
      [' 2026-11-21', 'YYYY-MM-DD'],
    ] as const) {
      expect(parseDay(text, format)).toBeNull();
    }
  });

  it('property: every real day reads back from both formats', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const [y, m, d] = iso.split('-');
          expect(parseDay(iso, 'YYYY-MM-DD')).toBe(iso);
          expect(parseDay(`${d}-${m}-${y}`, 'DD-MM-YYYY')).toBe(iso);
        },
      ),
    );
  });
});

// The machine's zone must not move a day: a phone abroad, a CI runner in UTC, a server anywhere.
describe.each(['UTC', 'Asia/Kolkata', 'America/Sao_Paulo', 'Europe/London', 'America/St_Johns', 'Pacific/Chatham'])(
  'in the time zone %s',
  (zone) => {
    const before = process.env['TZ'];
    beforeAll(() => {
      process.env['TZ'] = zone;
    });
    afterAll(() => {
      process.env['TZ'] = before;
    });

    it('adds and counts days across daylight-saving changes and month ends', () => {
      // London 2026-03-29 and 2026-10-25; Sao Paulo changed at midnight in its DST years (2018-11-04).
      expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
      expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
      expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
      expect(addDays('2018-11-04', 1)).toBe('2018-11-05');
      expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
      expect(daysBetween('2018-11-01', '2018-11-10')).toBe(9);
      expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
      expect(monthStartOf('2026-03-29')).toBe('2026-03-01');
      expect(monthEndOf('2028-02-10')).toBe('2028-02-29');
      expect(weekdayOf('2026-11-22')).toBe(0);
    });

    it('property: daysBetween(d, addDays(d, n)) = n, and every real day reads back', () => {
      fc.assert(
        fc.property(
          fc.date({ min: new Date('2000-01-01'), max: new Date('2060-01-01'), noInvalidDate: true }),
          fc.integer({ min: -400, max: 400 }),
          (date, n) => {
            const day = date.toISOString().slice(0, 10);
            expect(parseDay(day, 'YYYY-MM-DD')).toBe(day);
            expect(daysBetween(day, addDays(day, n))).toBe(n);
          },
        ),
      );
    });

    it("knows India's today whatever the machine's zone", () => {
      expect(todayInKolkata(Date.UTC(2026, 0, 31, 18, 30))).toBe('2026-02-01');
    });
  },
);
