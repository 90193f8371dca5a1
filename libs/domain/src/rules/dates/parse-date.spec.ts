import fc from 'fast-check';
import { parseDate } from './parse-date';
import { isValidDate } from './is-valid-date';
import { toSiteQueryDate } from './to-site-query-date';
import { toApiQueryDate } from './to-api-query-date';

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
