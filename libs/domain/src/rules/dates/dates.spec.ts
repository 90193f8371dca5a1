import fc from 'fast-check';
import { addDays, daysBetween } from '../../time/kolkata-dayjs';
import {
  checkStay,
  clampStay,
  defaultStay,
  isValidDate,
  MAX_STAY_NIGHTS,
  parseDate,
  stayNights,
  toApiQueryDate,
  toSiteQueryDate,
} from './dates';

const today = '2026-11-23';

describe("checkStay (the API's strict reading of docs/rules.md section 5's stay rules)", () => {
  it('given tonight, then it is one night, named by its day', () => {
    expect(checkStay('2026-11-23', '2026-11-24', today)).toEqual({
      ok: true,
      checkin: '2026-11-23',
      checkout: '2026-11-24',
      nights: ['2026-11-23'],
    });
  });

  it.each([
    ['2026-02-31', '2026-03-02', ['invalid-checkin']],
    ['23-11-2026', 'tomorrow', ['invalid-checkin', 'invalid-checkout']],
    ['2026-11-22', '2026-11-24', ['past-checkin']],
    ['2026-11-24', '2026-11-24', ['checkout-not-after-checkin']],
    ['2026-11-24', '2026-12-10', ['too-long']],
  ])('given %s to %s, then it reports %p', (checkin, checkout, problems) => {
    expect(checkStay(checkin, checkout, today)).toEqual({ ok: false, problems });
  });

  it('allows exactly MAX_STAY_NIGHTS nights', () => {
    const stay = checkStay(today, addDays(today, MAX_STAY_NIGHTS), today);
    expect(stay.ok && stay.nights.length).toBe(MAX_STAY_NIGHTS);
  });

  it('property: every stay the site clamps is one the API accepts (client and server never disagree)', () => {
    const day = fc.integer({ min: -400, max: 400 }).map((n) => addDays(today, n));
    fc.assert(
      fc.property(day, day, (checkin, checkout) => {
        const clamped = clampStay({ checkin, checkout }, today);
        expect(checkStay(clamped.checkin, clamped.checkout, today).ok).toBe(true);
      }),
    );
  });
});

const stayToday = '2026-11-21';
const nearDay = fc.integer({ min: -800, max: 800 }).map((offset) => addDays(stayToday, offset));

describe('clampStay (docs/rules.md section 5)', () => {
  it('check-in in the past moves to stayToday', () => {
    expect(clampStay({ checkin: '2026-11-19', checkout: '2026-11-23' }, stayToday)).toEqual({
      checkin: stayToday,
      checkout: '2026-11-23',
    });
  });

  it('check-out must be at least one night after check-in, else check-in plus one day', () => {
    expect(clampStay({ checkin: '2026-11-25', checkout: '2026-11-25' }, stayToday).checkout).toBe('2026-11-26');
    expect(clampStay({ checkin: '2026-11-25', checkout: '2026-11-20' }, stayToday).checkout).toBe('2026-11-26');
    expect(clampStay({ checkin: '2026-11-01', checkout: '2026-11-10' }, stayToday)).toEqual({
      checkin: stayToday,
      checkout: '2026-11-22',
    });
  });

  it('maximum stay 15 days (docs/rules.md section 9)', () => {
    expect(MAX_STAY_NIGHTS).toBe(15);
    expect(clampStay({ checkin: stayToday, checkout: '2026-12-06' }, stayToday).checkout).toBe('2026-12-06');
    expect(clampStay({ checkin: stayToday, checkout: '2026-12-07' }, stayToday).checkout).toBe('2026-12-06');
  });

  it('leaves a valid stay untouched', () => {
    const stay = { checkin: '2026-12-01', checkout: '2026-12-03' };
    expect(clampStay(stay, stayToday)).toEqual(stay);
  });

  it('property: the result starts stayToday or later and lasts 1 to 15 nights, and clamping is idempotent', () => {
    fc.assert(
      fc.property(nearDay, nearDay, (checkin, checkout) => {
        const out = clampStay({ checkin, checkout }, stayToday);
        expect(daysBetween(stayToday, out.checkin)).toBeGreaterThanOrEqual(0);
        const nights = daysBetween(out.checkin, out.checkout);
        expect(nights).toBeGreaterThanOrEqual(1);
        expect(nights).toBeLessThanOrEqual(15);
        expect(clampStay(out, stayToday)).toEqual(out);
      }),
    );
  });

  it('default stay is tonight: stayToday to tomorrow', () => {
    expect(defaultStay(stayToday)).toEqual({ checkin: stayToday, checkout: '2026-11-22' });
  });
});

const isoDay = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('parseDate / isValidDate (docs/rules.md section 5: a date is valid only if it parses)', () => {
  it('parses DD-MM-YYYY (site) and YYYY-MM-DD (API) to the same day', () => {
    expect(parseDate('21-11-2026')).toBe('2026-11-21');
    expect(parseDate('2026-11-21')).toBe('2026-11-21');
    expect(parseDate(' 29-02-2028 ')).toBe('2028-02-29');
  });

  it('rejects what does not parse, including impossible days (no roll-over)', () => {
    for (const bad of ['31-02-2026', '29-02-2027', '2026-13-01', '21/11/2026', 'tomorrow', '', '1-1-2026']) {
      expect(isValidDate(bad)).toBe(false);
    }
    expect(parseDate(null)).toBeNull();
    expect(parseDate(undefined)).toBeNull();
  });

  it('property: any string either fails to parse or yields a YYYY-MM-DD day', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parsed = parseDate(s);
        expect(parsed === null || /^\d{4}-\d{2}-\d{2}$/.test(parsed)).toBe(true);
      }),
    );
  });
});

describe('site queries DD-MM-YYYY, API queries YYYY-MM-DD (docs/rules.md section 5)', () => {
  it('formats a day for the site query and the API query', () => {
    expect(toSiteQueryDate('2026-11-21')).toBe('21-11-2026');
    expect(toApiQueryDate('21-11-2026')).toBe('2026-11-21');
    expect(toApiQueryDate('2026-11-21')).toBe('2026-11-21');
  });

  it('refuses to send an invalid date to the API', () => {
    expect(() => toApiQueryDate('31-02-2026')).toThrow(RangeError);
  });

  it('property: site format round-trips through parseDate and the API format', () => {
    fc.assert(
      fc.property(isoDay, (day) => {
        const site = toSiteQueryDate(day);
        expect(site).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        expect(parseDate(site)).toBe(day);
        expect(toApiQueryDate(site)).toBe(day);
      }),
    );
  });
});

describe('stayNights', () => {
  it('names each night by the day it starts, across a month end', () => {
    expect(stayNights('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
  });

  it('is empty when check-out is not after check-in', () => {
    expect(stayNights('2026-04-02', '2026-04-02')).toEqual([]);
    expect(stayNights('2026-04-03', '2026-04-02')).toEqual([]);
  });
});
